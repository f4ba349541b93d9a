import * as $protobuf from "protobufjs";
import Long = require("long");

/** Namespace desk. */
export namespace desk {

    /** Namespace orders. */
    namespace orders {

        /** Side enum. */
        enum Side {

            /** SIDE_UNSPECIFIED value */
            SIDE_UNSPECIFIED = 0,

            /** BUY value */
            BUY = 1,

            /** SELL value */
            SELL = 2
        }

        /** OrderType enum. */
        enum OrderType {

            /** ORDER_TYPE_UNSPECIFIED value */
            ORDER_TYPE_UNSPECIFIED = 0,

            /** LIMIT value */
            LIMIT = 1,

            /** MARKET value */
            MARKET = 2,

            /** STOP_LOSS value */
            STOP_LOSS = 3,

            /** STOP_LOSS_LIMIT value */
            STOP_LOSS_LIMIT = 4,

            /** TAKE_PROFIT value */
            TAKE_PROFIT = 5,

            /** TAKE_PROFIT_LIMIT value */
            TAKE_PROFIT_LIMIT = 6,

            /** LIMIT_MAKER value */
            LIMIT_MAKER = 7,

            /** STOP value */
            STOP = 8,

            /** STOP_MARKET value */
            STOP_MARKET = 9,

            /** TAKE_PROFIT_MARKET value */
            TAKE_PROFIT_MARKET = 10,

            /** TRAILING_STOP_MARKET value */
            TRAILING_STOP_MARKET = 11,

            /** STOP_LIMIT value */
            STOP_LIMIT = 12,

            /** TWAP value */
            TWAP = 13
        }

        /** TimeInForce enum. */
        enum TimeInForce {

            /** NONE value */
            NONE = 0,

            /** GTC value */
            GTC = 1,

            /** IOC value */
            IOC = 2,

            /** FOK value */
            FOK = 3,

            /** GTX value */
            GTX = 4
        }

        /** PositionSide enum. */
        enum PositionSide {

            /** BOTH value */
            BOTH = 0,

            /** LONG value */
            LONG = 1,

            /** SHORT value */
            SHORT = 2
        }

        /** HedgeVenue enum. */
        enum HedgeVenue {

            /** EDGE value */
            EDGE = 0,

            /** CUSTODY value */
            CUSTODY = 1,

            /** OTC value */
            OTC = 2,

            /** OFF_EXCHANGE value */
            OFF_EXCHANGE = 3
        }

        /**
         * Properties of a HedgeVenueRef.
         * @deprecated Use desk.orders.HedgeVenueRef.$Properties instead.
         */
        interface IHedgeVenueRef extends desk.orders.HedgeVenueRef.$Properties {
        }

        /** Represents a HedgeVenueRef. */
        class HedgeVenueRef {

            /**
             * Constructs a new HedgeVenueRef.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.HedgeVenueRef.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** HedgeVenueRef accountType. */
            accountType: desk.orders.HedgeVenue;

            /** HedgeVenueRef accountId. */
            accountId: (number|Long);

            /** HedgeVenueRef subaccountId. */
            subaccountId: (number|Long);

            /**
             * Creates a new HedgeVenueRef instance using the specified properties.
             * @param [properties] Properties to set
             * @returns HedgeVenueRef instance
             */
            static create(properties: desk.orders.HedgeVenueRef.$Shape): desk.orders.HedgeVenueRef & desk.orders.HedgeVenueRef.$Shape;
            static create(properties?: desk.orders.HedgeVenueRef.$Properties): desk.orders.HedgeVenueRef;

            /**
             * Encodes the specified HedgeVenueRef message. Does not implicitly {@link desk.orders.HedgeVenueRef.verify|verify} messages.
             * @param m HedgeVenueRef message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.HedgeVenueRef.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified HedgeVenueRef message, length delimited. Does not implicitly {@link desk.orders.HedgeVenueRef.verify|verify} messages.
             * @param message HedgeVenueRef message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.HedgeVenueRef.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a HedgeVenueRef message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.HedgeVenueRef & desk.orders.HedgeVenueRef.$Shape} HedgeVenueRef
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.HedgeVenueRef & desk.orders.HedgeVenueRef.$Shape;

            /**
             * Decodes a HedgeVenueRef message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.HedgeVenueRef & desk.orders.HedgeVenueRef.$Shape} HedgeVenueRef
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.HedgeVenueRef & desk.orders.HedgeVenueRef.$Shape;

            /**
             * Verifies a HedgeVenueRef message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a HedgeVenueRef message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns HedgeVenueRef
             */
            static fromObject(d: { [k: string]: any }): desk.orders.HedgeVenueRef;

            /**
             * Creates a plain object from a HedgeVenueRef message. Also converts values to other types if specified.
             * @param m HedgeVenueRef
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.HedgeVenueRef, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this HedgeVenueRef to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for HedgeVenueRef
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace HedgeVenueRef {

            /** Properties of a HedgeVenueRef. */
            interface $Properties {

                /** HedgeVenueRef accountType */
                accountType?: (desk.orders.HedgeVenue|null);

                /** HedgeVenueRef accountId */
                accountId?: (number|Long|null);

                /** HedgeVenueRef subaccountId */
                subaccountId?: (number|Long|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a HedgeVenueRef. */
            type $Shape = desk.orders.HedgeVenueRef.$Properties;
        }

        /**
         * Properties of an OrderRequest.
         * @deprecated Use desk.orders.OrderRequest.$Properties instead.
         */
        interface IOrderRequest extends desk.orders.OrderRequest.$Properties {
        }

        /** Represents an OrderRequest. */
        class OrderRequest {

            /**
             * Constructs a new OrderRequest.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.OrderRequest.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** OrderRequest market. */
            market: string;

            /** OrderRequest side. */
            side: desk.orders.Side;

            /** OrderRequest orderType. */
            orderType: desk.orders.OrderType;

            /** OrderRequest timeInForce. */
            timeInForce: desk.orders.TimeInForce;

            /** OrderRequest quantity. */
            quantity: string;

            /** OrderRequest limitPrice. */
            limitPrice: string;

            /** OrderRequest stopPrice. */
            stopPrice: string;

            /** OrderRequest hedgeVenue. */
            hedgeVenue?: (desk.orders.HedgeVenueRef.$Properties|null);

            /** OrderRequest reduceOnly. */
            reduceOnly: boolean;

            /** OrderRequest activationPrice. */
            activationPrice: string;

            /** OrderRequest callbackRate. */
            callbackRate: string;

            /** OrderRequest markPrice. */
            markPrice: string;

            /** OrderRequest priceProtect. */
            priceProtect: boolean;

            /** OrderRequest postOnly. */
            postOnly: boolean;

            /** OrderRequest hedgeMode. */
            hedgeMode: boolean;

            /** OrderRequest positionSide. */
            positionSide: desk.orders.PositionSide;

            /** OrderRequest tickerPrice. */
            tickerPrice: string;

            /** OrderRequest closePosition. */
            closePosition: boolean;

            /** OrderRequest marginMode. */
            marginMode: string;

            /** OrderRequest startTime. */
            startTime: (number|Long);

            /** OrderRequest endTime. */
            endTime: (number|Long);

            /** OrderRequest duration. */
            duration: (number|Long);

            /** OrderRequest numberOfSlices. */
            numberOfSlices: number;

            /** OrderRequest clientOrderId. */
            clientOrderId: string;

            /**
             * Creates a new OrderRequest instance using the specified properties.
             * @param [properties] Properties to set
             * @returns OrderRequest instance
             */
            static create(properties: desk.orders.OrderRequest.$Shape): desk.orders.OrderRequest & desk.orders.OrderRequest.$Shape;
            static create(properties?: desk.orders.OrderRequest.$Properties): desk.orders.OrderRequest;

            /**
             * Encodes the specified OrderRequest message. Does not implicitly {@link desk.orders.OrderRequest.verify|verify} messages.
             * @param m OrderRequest message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.OrderRequest.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified OrderRequest message, length delimited. Does not implicitly {@link desk.orders.OrderRequest.verify|verify} messages.
             * @param message OrderRequest message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.OrderRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an OrderRequest message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.OrderRequest & desk.orders.OrderRequest.$Shape} OrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.OrderRequest & desk.orders.OrderRequest.$Shape;

            /**
             * Decodes an OrderRequest message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.OrderRequest & desk.orders.OrderRequest.$Shape} OrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.OrderRequest & desk.orders.OrderRequest.$Shape;

            /**
             * Verifies an OrderRequest message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an OrderRequest message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns OrderRequest
             */
            static fromObject(d: { [k: string]: any }): desk.orders.OrderRequest;

            /**
             * Creates a plain object from an OrderRequest message. Also converts values to other types if specified.
             * @param m OrderRequest
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.OrderRequest, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this OrderRequest to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for OrderRequest
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace OrderRequest {

            /** Properties of an OrderRequest. */
            interface $Properties {

                /** OrderRequest market */
                market?: (string|null);

                /** OrderRequest side */
                side?: (desk.orders.Side|null);

                /** OrderRequest orderType */
                orderType?: (desk.orders.OrderType|null);

                /** OrderRequest timeInForce */
                timeInForce?: (desk.orders.TimeInForce|null);

                /** OrderRequest quantity */
                quantity?: (string|null);

                /** OrderRequest limitPrice */
                limitPrice?: (string|null);

                /** OrderRequest stopPrice */
                stopPrice?: (string|null);

                /** OrderRequest hedgeVenue */
                hedgeVenue?: (desk.orders.HedgeVenueRef.$Properties|null);

                /** OrderRequest reduceOnly */
                reduceOnly?: (boolean|null);

                /** OrderRequest activationPrice */
                activationPrice?: (string|null);

                /** OrderRequest callbackRate */
                callbackRate?: (string|null);

                /** OrderRequest markPrice */
                markPrice?: (string|null);

                /** OrderRequest priceProtect */
                priceProtect?: (boolean|null);

                /** OrderRequest postOnly */
                postOnly?: (boolean|null);

                /** OrderRequest hedgeMode */
                hedgeMode?: (boolean|null);

                /** OrderRequest positionSide */
                positionSide?: (desk.orders.PositionSide|null);

                /** OrderRequest tickerPrice */
                tickerPrice?: (string|null);

                /** OrderRequest closePosition */
                closePosition?: (boolean|null);

                /** OrderRequest marginMode */
                marginMode?: (string|null);

                /** OrderRequest startTime */
                startTime?: (number|Long|null);

                /** OrderRequest endTime */
                endTime?: (number|Long|null);

                /** OrderRequest duration */
                duration?: (number|Long|null);

                /** OrderRequest numberOfSlices */
                numberOfSlices?: (number|null);

                /** OrderRequest clientOrderId */
                clientOrderId?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an OrderRequest. */
            type $Shape = desk.orders.OrderRequest.$Properties;
        }

        /**
         * Properties of a Fill.
         * @deprecated Use desk.orders.Fill.$Properties instead.
         */
        interface IFill extends desk.orders.Fill.$Properties {
        }

        /** Represents a Fill. */
        class Fill {

            /**
             * Constructs a new Fill.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.Fill.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Fill price. */
            price: string;

            /** Fill quantity. */
            quantity: string;

            /** Fill fillTimeMilliseconds. */
            fillTimeMilliseconds: (number|Long);

            /**
             * Creates a new Fill instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Fill instance
             */
            static create(properties: desk.orders.Fill.$Shape): desk.orders.Fill & desk.orders.Fill.$Shape;
            static create(properties?: desk.orders.Fill.$Properties): desk.orders.Fill;

            /**
             * Encodes the specified Fill message. Does not implicitly {@link desk.orders.Fill.verify|verify} messages.
             * @param m Fill message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.Fill.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Fill message, length delimited. Does not implicitly {@link desk.orders.Fill.verify|verify} messages.
             * @param message Fill message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.Fill.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Fill message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.Fill & desk.orders.Fill.$Shape} Fill
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.Fill & desk.orders.Fill.$Shape;

            /**
             * Decodes a Fill message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.Fill & desk.orders.Fill.$Shape} Fill
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.Fill & desk.orders.Fill.$Shape;

            /**
             * Verifies a Fill message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a Fill message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Fill
             */
            static fromObject(d: { [k: string]: any }): desk.orders.Fill;

            /**
             * Creates a plain object from a Fill message. Also converts values to other types if specified.
             * @param m Fill
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.Fill, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Fill to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Fill
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Fill {

            /** Properties of a Fill. */
            interface $Properties {

                /** Fill price */
                price?: (string|null);

                /** Fill quantity */
                quantity?: (string|null);

                /** Fill fillTimeMilliseconds */
                fillTimeMilliseconds?: (number|Long|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Fill. */
            type $Shape = desk.orders.Fill.$Properties;
        }

        /** OrderStatus enum. */
        enum OrderStatus {

            /** ORDER_STATUS_UNSPECIFIED value */
            ORDER_STATUS_UNSPECIFIED = 0,

            /** NEW value */
            NEW = 1,

            /** PARTIALLY_FILLED value */
            PARTIALLY_FILLED = 2,

            /** FILLED value */
            FILLED = 3,

            /** CANCELED value */
            CANCELED = 4,

            /** REJECTED value */
            REJECTED = 5,

            /** PENDING_CANCEL value */
            PENDING_CANCEL = 6,

            /** EXPIRED value */
            EXPIRED = 7
        }

        /**
         * Properties of an OrderData.
         * @deprecated Use desk.orders.OrderData.$Properties instead.
         */
        interface IOrderData extends desk.orders.OrderData.$Properties {
        }

        /** Represents an OrderData. */
        class OrderData {

            /**
             * Constructs a new OrderData.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.OrderData.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** OrderData request. */
            request?: (desk.orders.OrderRequest.$Properties|null);

            /** OrderData orderId. */
            orderId: string;

            /** OrderData executedQuantity. */
            executedQuantity: string;

            /** OrderData executedPrice. */
            executedPrice: string;

            /** OrderData status. */
            status: desk.orders.OrderStatus;

            /** OrderData transactTime. */
            transactTime: (number|Long);

            /** OrderData updateTime. */
            updateTime: (number|Long);

            /** OrderData fills. */
            fills: desk.orders.Fill.$Properties[];

            /**
             * Creates a new OrderData instance using the specified properties.
             * @param [properties] Properties to set
             * @returns OrderData instance
             */
            static create(properties: desk.orders.OrderData.$Shape): desk.orders.OrderData & desk.orders.OrderData.$Shape;
            static create(properties?: desk.orders.OrderData.$Properties): desk.orders.OrderData;

            /**
             * Encodes the specified OrderData message. Does not implicitly {@link desk.orders.OrderData.verify|verify} messages.
             * @param m OrderData message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.OrderData.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified OrderData message, length delimited. Does not implicitly {@link desk.orders.OrderData.verify|verify} messages.
             * @param message OrderData message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.OrderData.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an OrderData message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.OrderData & desk.orders.OrderData.$Shape} OrderData
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.OrderData & desk.orders.OrderData.$Shape;

            /**
             * Decodes an OrderData message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.OrderData & desk.orders.OrderData.$Shape} OrderData
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.OrderData & desk.orders.OrderData.$Shape;

            /**
             * Verifies an OrderData message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an OrderData message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns OrderData
             */
            static fromObject(d: { [k: string]: any }): desk.orders.OrderData;

            /**
             * Creates a plain object from an OrderData message. Also converts values to other types if specified.
             * @param m OrderData
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.OrderData, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this OrderData to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for OrderData
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace OrderData {

            /** Properties of an OrderData. */
            interface $Properties {

                /** OrderData request */
                request?: (desk.orders.OrderRequest.$Properties|null);

                /** OrderData orderId */
                orderId?: (string|null);

                /** OrderData executedQuantity */
                executedQuantity?: (string|null);

                /** OrderData executedPrice */
                executedPrice?: (string|null);

                /** OrderData status */
                status?: (desk.orders.OrderStatus|null);

                /** OrderData transactTime */
                transactTime?: (number|Long|null);

                /** OrderData updateTime */
                updateTime?: (number|Long|null);

                /** OrderData fills */
                fills?: (desk.orders.Fill.$Properties[]|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an OrderData. */
            type $Shape = desk.orders.OrderData.$Properties;
        }

        /**
         * Properties of an ErrorMessage.
         * @deprecated Use desk.orders.ErrorMessage.$Properties instead.
         */
        interface IErrorMessage extends desk.orders.ErrorMessage.$Properties {
        }

        /** Represents an ErrorMessage. */
        class ErrorMessage {

            /**
             * Constructs a new ErrorMessage.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.ErrorMessage.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** ErrorMessage code. */
            code: number;

            /** ErrorMessage message. */
            message: string;

            /**
             * Creates a new ErrorMessage instance using the specified properties.
             * @param [properties] Properties to set
             * @returns ErrorMessage instance
             */
            static create(properties: desk.orders.ErrorMessage.$Shape): desk.orders.ErrorMessage & desk.orders.ErrorMessage.$Shape;
            static create(properties?: desk.orders.ErrorMessage.$Properties): desk.orders.ErrorMessage;

            /**
             * Encodes the specified ErrorMessage message. Does not implicitly {@link desk.orders.ErrorMessage.verify|verify} messages.
             * @param m ErrorMessage message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.ErrorMessage.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified ErrorMessage message, length delimited. Does not implicitly {@link desk.orders.ErrorMessage.verify|verify} messages.
             * @param message ErrorMessage message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.ErrorMessage.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an ErrorMessage message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.ErrorMessage & desk.orders.ErrorMessage.$Shape} ErrorMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.ErrorMessage & desk.orders.ErrorMessage.$Shape;

            /**
             * Decodes an ErrorMessage message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.ErrorMessage & desk.orders.ErrorMessage.$Shape} ErrorMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.ErrorMessage & desk.orders.ErrorMessage.$Shape;

            /**
             * Verifies an ErrorMessage message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an ErrorMessage message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns ErrorMessage
             */
            static fromObject(d: { [k: string]: any }): desk.orders.ErrorMessage;

            /**
             * Creates a plain object from an ErrorMessage message. Also converts values to other types if specified.
             * @param m ErrorMessage
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.ErrorMessage, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this ErrorMessage to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for ErrorMessage
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace ErrorMessage {

            /** Properties of an ErrorMessage. */
            interface $Properties {

                /** ErrorMessage code */
                code?: (number|null);

                /** ErrorMessage message */
                message?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an ErrorMessage. */
            type $Shape = desk.orders.ErrorMessage.$Properties;
        }

        /**
         * Properties of a CreateOrderResponse.
         * @deprecated Use desk.orders.CreateOrderResponse.$Properties instead.
         */
        interface ICreateOrderResponse extends desk.orders.CreateOrderResponse.$Properties {
        }

        /** Represents a CreateOrderResponse. */
        class CreateOrderResponse {

            /**
             * Constructs a new CreateOrderResponse.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.CreateOrderResponse.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** CreateOrderResponse success. */
            success: boolean;

            /** CreateOrderResponse error. */
            error?: (desk.orders.ErrorMessage.$Properties|null);

            /** CreateOrderResponse data. */
            data?: (desk.orders.OrderData.$Properties|null);

            /** CreateOrderResponse previousCancelled. */
            previousCancelled: boolean;

            /** CreateOrderResponse cancelledOrderId. */
            cancelledOrderId: string;

            /**
             * Creates a new CreateOrderResponse instance using the specified properties.
             * @param [properties] Properties to set
             * @returns CreateOrderResponse instance
             */
            static create(properties: desk.orders.CreateOrderResponse.$Shape): desk.orders.CreateOrderResponse & desk.orders.CreateOrderResponse.$Shape;
            static create(properties?: desk.orders.CreateOrderResponse.$Properties): desk.orders.CreateOrderResponse;

            /**
             * Encodes the specified CreateOrderResponse message. Does not implicitly {@link desk.orders.CreateOrderResponse.verify|verify} messages.
             * @param m CreateOrderResponse message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.CreateOrderResponse.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified CreateOrderResponse message, length delimited. Does not implicitly {@link desk.orders.CreateOrderResponse.verify|verify} messages.
             * @param message CreateOrderResponse message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.CreateOrderResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a CreateOrderResponse message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.CreateOrderResponse & desk.orders.CreateOrderResponse.$Shape} CreateOrderResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.CreateOrderResponse & desk.orders.CreateOrderResponse.$Shape;

            /**
             * Decodes a CreateOrderResponse message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.CreateOrderResponse & desk.orders.CreateOrderResponse.$Shape} CreateOrderResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.CreateOrderResponse & desk.orders.CreateOrderResponse.$Shape;

            /**
             * Verifies a CreateOrderResponse message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a CreateOrderResponse message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns CreateOrderResponse
             */
            static fromObject(d: { [k: string]: any }): desk.orders.CreateOrderResponse;

            /**
             * Creates a plain object from a CreateOrderResponse message. Also converts values to other types if specified.
             * @param m CreateOrderResponse
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.CreateOrderResponse, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this CreateOrderResponse to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for CreateOrderResponse
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace CreateOrderResponse {

            /** Properties of a CreateOrderResponse. */
            interface $Properties {

                /** CreateOrderResponse success */
                success?: (boolean|null);

                /** CreateOrderResponse error */
                error?: (desk.orders.ErrorMessage.$Properties|null);

                /** CreateOrderResponse data */
                data?: (desk.orders.OrderData.$Properties|null);

                /** CreateOrderResponse previousCancelled */
                previousCancelled?: (boolean|null);

                /** CreateOrderResponse cancelledOrderId */
                cancelledOrderId?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a CreateOrderResponse. */
            type $Shape = desk.orders.CreateOrderResponse.$Properties;
        }

        /**
         * Properties of a CancelOrderRequest.
         * @deprecated Use desk.orders.CancelOrderRequest.$Properties instead.
         */
        interface ICancelOrderRequest extends desk.orders.CancelOrderRequest.$Properties {
        }

        /** Represents a CancelOrderRequest. */
        class CancelOrderRequest {

            /**
             * Constructs a new CancelOrderRequest.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.CancelOrderRequest.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** CancelOrderRequest market. */
            market: string;

            /** CancelOrderRequest hedgeVenue. */
            hedgeVenue?: (desk.orders.HedgeVenueRef.$Properties|null);

            /** CancelOrderRequest orderId. */
            orderId: string;

            /** CancelOrderRequest side. */
            side: desk.orders.Side;

            /** CancelOrderRequest positionSide. */
            positionSide: desk.orders.PositionSide;

            /**
             * Creates a new CancelOrderRequest instance using the specified properties.
             * @param [properties] Properties to set
             * @returns CancelOrderRequest instance
             */
            static create(properties: desk.orders.CancelOrderRequest.$Shape): desk.orders.CancelOrderRequest & desk.orders.CancelOrderRequest.$Shape;
            static create(properties?: desk.orders.CancelOrderRequest.$Properties): desk.orders.CancelOrderRequest;

            /**
             * Encodes the specified CancelOrderRequest message. Does not implicitly {@link desk.orders.CancelOrderRequest.verify|verify} messages.
             * @param m CancelOrderRequest message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.CancelOrderRequest.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified CancelOrderRequest message, length delimited. Does not implicitly {@link desk.orders.CancelOrderRequest.verify|verify} messages.
             * @param message CancelOrderRequest message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.CancelOrderRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a CancelOrderRequest message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.CancelOrderRequest & desk.orders.CancelOrderRequest.$Shape} CancelOrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.CancelOrderRequest & desk.orders.CancelOrderRequest.$Shape;

            /**
             * Decodes a CancelOrderRequest message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.CancelOrderRequest & desk.orders.CancelOrderRequest.$Shape} CancelOrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.CancelOrderRequest & desk.orders.CancelOrderRequest.$Shape;

            /**
             * Verifies a CancelOrderRequest message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a CancelOrderRequest message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns CancelOrderRequest
             */
            static fromObject(d: { [k: string]: any }): desk.orders.CancelOrderRequest;

            /**
             * Creates a plain object from a CancelOrderRequest message. Also converts values to other types if specified.
             * @param m CancelOrderRequest
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.CancelOrderRequest, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this CancelOrderRequest to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for CancelOrderRequest
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace CancelOrderRequest {

            /** Properties of a CancelOrderRequest. */
            interface $Properties {

                /** CancelOrderRequest market */
                market?: (string|null);

                /** CancelOrderRequest hedgeVenue */
                hedgeVenue?: (desk.orders.HedgeVenueRef.$Properties|null);

                /** CancelOrderRequest orderId */
                orderId?: (string|null);

                /** CancelOrderRequest side */
                side?: (desk.orders.Side|null);

                /** CancelOrderRequest positionSide */
                positionSide?: (desk.orders.PositionSide|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a CancelOrderRequest. */
            type $Shape = desk.orders.CancelOrderRequest.$Properties;
        }

        /**
         * Properties of a CancelOrderResponse.
         * @deprecated Use desk.orders.CancelOrderResponse.$Properties instead.
         */
        interface ICancelOrderResponse extends desk.orders.CancelOrderResponse.$Properties {
        }

        /** Represents a CancelOrderResponse. */
        class CancelOrderResponse {

            /**
             * Constructs a new CancelOrderResponse.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.CancelOrderResponse.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** CancelOrderResponse success. */
            success: boolean;

            /** CancelOrderResponse error. */
            error?: (desk.orders.ErrorMessage.$Properties|null);

            /** CancelOrderResponse executedQuantity. */
            executedQuantity: string;

            /** CancelOrderResponse side. */
            side: desk.orders.Side;

            /** CancelOrderResponse orderType. */
            orderType: desk.orders.OrderType;

            /** CancelOrderResponse timeInForce. */
            timeInForce: desk.orders.TimeInForce;

            /** CancelOrderResponse reduceOnly. */
            reduceOnly: boolean;

            /** CancelOrderResponse priceProtect. */
            priceProtect: boolean;

            /** CancelOrderResponse closePosition. */
            closePosition: boolean;

            /**
             * Creates a new CancelOrderResponse instance using the specified properties.
             * @param [properties] Properties to set
             * @returns CancelOrderResponse instance
             */
            static create(properties: desk.orders.CancelOrderResponse.$Shape): desk.orders.CancelOrderResponse & desk.orders.CancelOrderResponse.$Shape;
            static create(properties?: desk.orders.CancelOrderResponse.$Properties): desk.orders.CancelOrderResponse;

            /**
             * Encodes the specified CancelOrderResponse message. Does not implicitly {@link desk.orders.CancelOrderResponse.verify|verify} messages.
             * @param m CancelOrderResponse message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.CancelOrderResponse.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified CancelOrderResponse message, length delimited. Does not implicitly {@link desk.orders.CancelOrderResponse.verify|verify} messages.
             * @param message CancelOrderResponse message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.CancelOrderResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a CancelOrderResponse message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.CancelOrderResponse & desk.orders.CancelOrderResponse.$Shape} CancelOrderResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.CancelOrderResponse & desk.orders.CancelOrderResponse.$Shape;

            /**
             * Decodes a CancelOrderResponse message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.CancelOrderResponse & desk.orders.CancelOrderResponse.$Shape} CancelOrderResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.CancelOrderResponse & desk.orders.CancelOrderResponse.$Shape;

            /**
             * Verifies a CancelOrderResponse message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a CancelOrderResponse message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns CancelOrderResponse
             */
            static fromObject(d: { [k: string]: any }): desk.orders.CancelOrderResponse;

            /**
             * Creates a plain object from a CancelOrderResponse message. Also converts values to other types if specified.
             * @param m CancelOrderResponse
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.CancelOrderResponse, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this CancelOrderResponse to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for CancelOrderResponse
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace CancelOrderResponse {

            /** Properties of a CancelOrderResponse. */
            interface $Properties {

                /** CancelOrderResponse success */
                success?: (boolean|null);

                /** CancelOrderResponse error */
                error?: (desk.orders.ErrorMessage.$Properties|null);

                /** CancelOrderResponse executedQuantity */
                executedQuantity?: (string|null);

                /** CancelOrderResponse side */
                side?: (desk.orders.Side|null);

                /** CancelOrderResponse orderType */
                orderType?: (desk.orders.OrderType|null);

                /** CancelOrderResponse timeInForce */
                timeInForce?: (desk.orders.TimeInForce|null);

                /** CancelOrderResponse reduceOnly */
                reduceOnly?: (boolean|null);

                /** CancelOrderResponse priceProtect */
                priceProtect?: (boolean|null);

                /** CancelOrderResponse closePosition */
                closePosition?: (boolean|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a CancelOrderResponse. */
            type $Shape = desk.orders.CancelOrderResponse.$Properties;
        }

        /**
         * Properties of an EditOrderRequest.
         * @deprecated Use desk.orders.EditOrderRequest.$Properties instead.
         */
        interface IEditOrderRequest extends desk.orders.EditOrderRequest.$Properties {
        }

        /** Represents an EditOrderRequest. */
        class EditOrderRequest {

            /**
             * Constructs a new EditOrderRequest.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.EditOrderRequest.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** EditOrderRequest cancelParams. */
            cancelParams?: (desk.orders.CancelOrderRequest.$Properties|null);

            /** EditOrderRequest quantity. */
            quantity: string;

            /** EditOrderRequest limitPrice. */
            limitPrice: string;

            /** EditOrderRequest stopPrice. */
            stopPrice: string;

            /** EditOrderRequest orderType. */
            orderType: desk.orders.OrderType;

            /** EditOrderRequest postOnly. */
            postOnly: boolean;

            /** EditOrderRequest marginMode. */
            marginMode: string;

            /**
             * Creates a new EditOrderRequest instance using the specified properties.
             * @param [properties] Properties to set
             * @returns EditOrderRequest instance
             */
            static create(properties: desk.orders.EditOrderRequest.$Shape): desk.orders.EditOrderRequest & desk.orders.EditOrderRequest.$Shape;
            static create(properties?: desk.orders.EditOrderRequest.$Properties): desk.orders.EditOrderRequest;

            /**
             * Encodes the specified EditOrderRequest message. Does not implicitly {@link desk.orders.EditOrderRequest.verify|verify} messages.
             * @param m EditOrderRequest message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.EditOrderRequest.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified EditOrderRequest message, length delimited. Does not implicitly {@link desk.orders.EditOrderRequest.verify|verify} messages.
             * @param message EditOrderRequest message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.EditOrderRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an EditOrderRequest message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.EditOrderRequest & desk.orders.EditOrderRequest.$Shape} EditOrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.EditOrderRequest & desk.orders.EditOrderRequest.$Shape;

            /**
             * Decodes an EditOrderRequest message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.EditOrderRequest & desk.orders.EditOrderRequest.$Shape} EditOrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.EditOrderRequest & desk.orders.EditOrderRequest.$Shape;

            /**
             * Verifies an EditOrderRequest message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an EditOrderRequest message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns EditOrderRequest
             */
            static fromObject(d: { [k: string]: any }): desk.orders.EditOrderRequest;

            /**
             * Creates a plain object from an EditOrderRequest message. Also converts values to other types if specified.
             * @param m EditOrderRequest
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.EditOrderRequest, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this EditOrderRequest to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for EditOrderRequest
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace EditOrderRequest {

            /** Properties of an EditOrderRequest. */
            interface $Properties {

                /** EditOrderRequest cancelParams */
                cancelParams?: (desk.orders.CancelOrderRequest.$Properties|null);

                /** EditOrderRequest quantity */
                quantity?: (string|null);

                /** EditOrderRequest limitPrice */
                limitPrice?: (string|null);

                /** EditOrderRequest stopPrice */
                stopPrice?: (string|null);

                /** EditOrderRequest orderType */
                orderType?: (desk.orders.OrderType|null);

                /** EditOrderRequest postOnly */
                postOnly?: (boolean|null);

                /** EditOrderRequest marginMode */
                marginMode?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an EditOrderRequest. */
            type $Shape = desk.orders.EditOrderRequest.$Properties;
        }

        /**
         * Properties of a FeesEstimateRequest.
         * @deprecated Use desk.orders.FeesEstimateRequest.$Properties instead.
         */
        interface IFeesEstimateRequest extends desk.orders.FeesEstimateRequest.$Properties {
        }

        /** Represents a FeesEstimateRequest. */
        class FeesEstimateRequest {

            /**
             * Constructs a new FeesEstimateRequest.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.FeesEstimateRequest.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** FeesEstimateRequest quantity. */
            quantity: string;

            /** FeesEstimateRequest baseToken. */
            baseToken: string;

            /** FeesEstimateRequest quoteToken. */
            quoteToken: string;

            /** FeesEstimateRequest hedgeVenue. */
            hedgeVenue?: (desk.orders.HedgeVenueRef.$Properties|null);

            /** FeesEstimateRequest side. */
            side: desk.orders.Side;

            /** FeesEstimateRequest orderType. */
            orderType: desk.orders.OrderType;

            /** FeesEstimateRequest price. */
            price: string;

            /** FeesEstimateRequest exchangeProductType. */
            exchangeProductType: string;

            /**
             * Creates a new FeesEstimateRequest instance using the specified properties.
             * @param [properties] Properties to set
             * @returns FeesEstimateRequest instance
             */
            static create(properties: desk.orders.FeesEstimateRequest.$Shape): desk.orders.FeesEstimateRequest & desk.orders.FeesEstimateRequest.$Shape;
            static create(properties?: desk.orders.FeesEstimateRequest.$Properties): desk.orders.FeesEstimateRequest;

            /**
             * Encodes the specified FeesEstimateRequest message. Does not implicitly {@link desk.orders.FeesEstimateRequest.verify|verify} messages.
             * @param m FeesEstimateRequest message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.FeesEstimateRequest.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified FeesEstimateRequest message, length delimited. Does not implicitly {@link desk.orders.FeesEstimateRequest.verify|verify} messages.
             * @param message FeesEstimateRequest message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.FeesEstimateRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a FeesEstimateRequest message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.FeesEstimateRequest & desk.orders.FeesEstimateRequest.$Shape} FeesEstimateRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.FeesEstimateRequest & desk.orders.FeesEstimateRequest.$Shape;

            /**
             * Decodes a FeesEstimateRequest message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.FeesEstimateRequest & desk.orders.FeesEstimateRequest.$Shape} FeesEstimateRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.FeesEstimateRequest & desk.orders.FeesEstimateRequest.$Shape;

            /**
             * Verifies a FeesEstimateRequest message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a FeesEstimateRequest message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns FeesEstimateRequest
             */
            static fromObject(d: { [k: string]: any }): desk.orders.FeesEstimateRequest;

            /**
             * Creates a plain object from a FeesEstimateRequest message. Also converts values to other types if specified.
             * @param m FeesEstimateRequest
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.FeesEstimateRequest, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this FeesEstimateRequest to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for FeesEstimateRequest
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace FeesEstimateRequest {

            /** Properties of a FeesEstimateRequest. */
            interface $Properties {

                /** FeesEstimateRequest quantity */
                quantity?: (string|null);

                /** FeesEstimateRequest baseToken */
                baseToken?: (string|null);

                /** FeesEstimateRequest quoteToken */
                quoteToken?: (string|null);

                /** FeesEstimateRequest hedgeVenue */
                hedgeVenue?: (desk.orders.HedgeVenueRef.$Properties|null);

                /** FeesEstimateRequest side */
                side?: (desk.orders.Side|null);

                /** FeesEstimateRequest orderType */
                orderType?: (desk.orders.OrderType|null);

                /** FeesEstimateRequest price */
                price?: (string|null);

                /** FeesEstimateRequest exchangeProductType */
                exchangeProductType?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a FeesEstimateRequest. */
            type $Shape = desk.orders.FeesEstimateRequest.$Properties;
        }

        /**
         * Properties of a FeesEstimateResponse.
         * @deprecated Use desk.orders.FeesEstimateResponse.$Properties instead.
         */
        interface IFeesEstimateResponse extends desk.orders.FeesEstimateResponse.$Properties {
        }

        /** Represents a FeesEstimateResponse. */
        class FeesEstimateResponse {

            /**
             * Constructs a new FeesEstimateResponse.
             * @param [p] Properties to set
             */
            constructor(p?: desk.orders.FeesEstimateResponse.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** FeesEstimateResponse success. */
            success: boolean;

            /** FeesEstimateResponse error. */
            error?: (desk.orders.ErrorMessage.$Properties|null);

            /** FeesEstimateResponse feesEstimate. */
            feesEstimate: string;

            /** FeesEstimateResponse feesToken. */
            feesToken: string;

            /**
             * Creates a new FeesEstimateResponse instance using the specified properties.
             * @param [properties] Properties to set
             * @returns FeesEstimateResponse instance
             */
            static create(properties: desk.orders.FeesEstimateResponse.$Shape): desk.orders.FeesEstimateResponse & desk.orders.FeesEstimateResponse.$Shape;
            static create(properties?: desk.orders.FeesEstimateResponse.$Properties): desk.orders.FeesEstimateResponse;

            /**
             * Encodes the specified FeesEstimateResponse message. Does not implicitly {@link desk.orders.FeesEstimateResponse.verify|verify} messages.
             * @param m FeesEstimateResponse message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.orders.FeesEstimateResponse.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified FeesEstimateResponse message, length delimited. Does not implicitly {@link desk.orders.FeesEstimateResponse.verify|verify} messages.
             * @param message FeesEstimateResponse message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.orders.FeesEstimateResponse.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a FeesEstimateResponse message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.orders.FeesEstimateResponse & desk.orders.FeesEstimateResponse.$Shape} FeesEstimateResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.orders.FeesEstimateResponse & desk.orders.FeesEstimateResponse.$Shape;

            /**
             * Decodes a FeesEstimateResponse message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.orders.FeesEstimateResponse & desk.orders.FeesEstimateResponse.$Shape} FeesEstimateResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.orders.FeesEstimateResponse & desk.orders.FeesEstimateResponse.$Shape;

            /**
             * Verifies a FeesEstimateResponse message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a FeesEstimateResponse message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns FeesEstimateResponse
             */
            static fromObject(d: { [k: string]: any }): desk.orders.FeesEstimateResponse;

            /**
             * Creates a plain object from a FeesEstimateResponse message. Also converts values to other types if specified.
             * @param m FeesEstimateResponse
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.orders.FeesEstimateResponse, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this FeesEstimateResponse to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for FeesEstimateResponse
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace FeesEstimateResponse {

            /** Properties of a FeesEstimateResponse. */
            interface $Properties {

                /** FeesEstimateResponse success */
                success?: (boolean|null);

                /** FeesEstimateResponse error */
                error?: (desk.orders.ErrorMessage.$Properties|null);

                /** FeesEstimateResponse feesEstimate */
                feesEstimate?: (string|null);

                /** FeesEstimateResponse feesToken */
                feesToken?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a FeesEstimateResponse. */
            type $Shape = desk.orders.FeesEstimateResponse.$Properties;
        }
    }
}
