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

            /** Fill fillId. */
            fillId: string;

            /** Fill fee. */
            fee: string;

            /** Fill feeToken. */
            feeToken: string;

            /** Fill liquidity. */
            liquidity: string;

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

                /** Fill fillId */
                fillId?: (string|null);

                /** Fill fee */
                fee?: (string|null);

                /** Fill feeToken */
                feeToken?: (string|null);

                /** Fill liquidity */
                liquidity?: (string|null);

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

            /** OrderData reason. */
            reason: string;

            /** OrderData fee. */
            fee: string;

            /** OrderData feeToken. */
            feeToken: string;

            /** OrderData parentOrderId. */
            parentOrderId: string;

            /** OrderData triggered. */
            triggered: boolean;

            /** OrderData triggerPrice. */
            triggerPrice: string;

            /** OrderData leavesQuantity. */
            leavesQuantity: string;

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

                /** OrderData reason */
                reason?: (string|null);

                /** OrderData fee */
                fee?: (string|null);

                /** OrderData feeToken */
                feeToken?: (string|null);

                /** OrderData parentOrderId */
                parentOrderId?: (string|null);

                /** OrderData triggered */
                triggered?: (boolean|null);

                /** OrderData triggerPrice */
                triggerPrice?: (string|null);

                /** OrderData leavesQuantity */
                leavesQuantity?: (string|null);

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

            /** EditOrderRequest clientOrderId. */
            clientOrderId: string;

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

                /** EditOrderRequest clientOrderId */
                clientOrderId?: (string|null);

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

    /** Namespace stream. */
    namespace stream {

        /**
         * Properties of a ClientMessage.
         * @deprecated Use desk.stream.ClientMessage.$Properties instead.
         */
        interface IClientMessage extends desk.stream.ClientMessage.$Properties {
        }

        /** Represents a ClientMessage. */
        class ClientMessage {

            /**
             * Constructs a new ClientMessage.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.ClientMessage.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** ClientMessage auth. */
            auth?: (desk.stream.Auth.$Properties|null);

            /** ClientMessage subscribe. */
            subscribe?: (desk.stream.Subscribe.$Properties|null);

            /** ClientMessage unsubscribe. */
            unsubscribe?: (desk.stream.Unsubscribe.$Properties|null);

            /** ClientMessage ping. */
            ping?: (desk.stream.Ping.$Properties|null);

            /** ClientMessage kind. */
            kind?: ("auth"|"subscribe"|"unsubscribe"|"ping");

            /**
             * Creates a new ClientMessage instance using the specified properties.
             * @param [properties] Properties to set
             * @returns ClientMessage instance
             */
            static create(properties: desk.stream.ClientMessage.$Shape): desk.stream.ClientMessage & desk.stream.ClientMessage.$Shape;
            static create(properties?: desk.stream.ClientMessage.$Properties): desk.stream.ClientMessage;

            /**
             * Encodes the specified ClientMessage message. Does not implicitly {@link desk.stream.ClientMessage.verify|verify} messages.
             * @param m ClientMessage message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.ClientMessage.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified ClientMessage message, length delimited. Does not implicitly {@link desk.stream.ClientMessage.verify|verify} messages.
             * @param message ClientMessage message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.ClientMessage.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a ClientMessage message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.ClientMessage & desk.stream.ClientMessage.$Shape} ClientMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.ClientMessage & desk.stream.ClientMessage.$Shape;

            /**
             * Decodes a ClientMessage message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.ClientMessage & desk.stream.ClientMessage.$Shape} ClientMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.ClientMessage & desk.stream.ClientMessage.$Shape;

            /**
             * Verifies a ClientMessage message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a ClientMessage message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns ClientMessage
             */
            static fromObject(d: { [k: string]: any }): desk.stream.ClientMessage;

            /**
             * Creates a plain object from a ClientMessage message. Also converts values to other types if specified.
             * @param m ClientMessage
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.ClientMessage, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this ClientMessage to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for ClientMessage
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace ClientMessage {

            /** Properties of a ClientMessage. */
            interface $Properties {

                /** ClientMessage auth */
                auth?: (desk.stream.Auth.$Properties|null);

                /** ClientMessage subscribe */
                subscribe?: (desk.stream.Subscribe.$Properties|null);

                /** ClientMessage unsubscribe */
                unsubscribe?: (desk.stream.Unsubscribe.$Properties|null);

                /** ClientMessage ping */
                ping?: (desk.stream.Ping.$Properties|null);

                /** ClientMessage kind */
                kind?: ("auth"|"subscribe"|"unsubscribe"|"ping");

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Narrowed shape of a ClientMessage. */
            type $Shape = {
              auth?: desk.stream.Auth.$Shape|null;
              subscribe?: desk.stream.Subscribe.$Shape|null;
              unsubscribe?: desk.stream.Unsubscribe.$Shape|null;
              ping?: desk.stream.Ping.$Shape|null;
              $unknowns?: Uint8Array[];
            } & (
              ({ kind?: undefined; auth?: null; subscribe?: null; unsubscribe?: null; ping?: null }|{ kind?: "auth"; auth: desk.stream.Auth.$Shape; subscribe?: null; unsubscribe?: null; ping?: null }|{ kind?: "subscribe"; auth?: null; subscribe: desk.stream.Subscribe.$Shape; unsubscribe?: null; ping?: null }|{ kind?: "unsubscribe"; auth?: null; subscribe?: null; unsubscribe: desk.stream.Unsubscribe.$Shape; ping?: null }|{ kind?: "ping"; auth?: null; subscribe?: null; unsubscribe?: null; ping: desk.stream.Ping.$Shape })
            );
        }

        /**
         * Properties of an Auth.
         * @deprecated Use desk.stream.Auth.$Properties instead.
         */
        interface IAuth extends desk.stream.Auth.$Properties {
        }

        /** Represents an Auth. */
        class Auth {

            /**
             * Constructs a new Auth.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Auth.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Auth token. */
            token: string;

            /**
             * Creates a new Auth instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Auth instance
             */
            static create(properties: desk.stream.Auth.$Shape): desk.stream.Auth & desk.stream.Auth.$Shape;
            static create(properties?: desk.stream.Auth.$Properties): desk.stream.Auth;

            /**
             * Encodes the specified Auth message. Does not implicitly {@link desk.stream.Auth.verify|verify} messages.
             * @param m Auth message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Auth.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Auth message, length delimited. Does not implicitly {@link desk.stream.Auth.verify|verify} messages.
             * @param message Auth message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Auth.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an Auth message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Auth & desk.stream.Auth.$Shape} Auth
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Auth & desk.stream.Auth.$Shape;

            /**
             * Decodes an Auth message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Auth & desk.stream.Auth.$Shape} Auth
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Auth & desk.stream.Auth.$Shape;

            /**
             * Verifies an Auth message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an Auth message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Auth
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Auth;

            /**
             * Creates a plain object from an Auth message. Also converts values to other types if specified.
             * @param m Auth
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Auth, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Auth to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Auth
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Auth {

            /** Properties of an Auth. */
            interface $Properties {

                /** Auth token */
                token?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an Auth. */
            type $Shape = desk.stream.Auth.$Properties;
        }

        /**
         * Properties of a Subscribe.
         * @deprecated Use desk.stream.Subscribe.$Properties instead.
         */
        interface ISubscribe extends desk.stream.Subscribe.$Properties {
        }

        /** Represents a Subscribe. */
        class Subscribe {

            /**
             * Constructs a new Subscribe.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Subscribe.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Subscribe topic. */
            topic: string;

            /** Subscribe requestId. */
            requestId: number;

            /** Subscribe fromSeq. */
            fromSeq: number;

            /**
             * Creates a new Subscribe instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Subscribe instance
             */
            static create(properties: desk.stream.Subscribe.$Shape): desk.stream.Subscribe & desk.stream.Subscribe.$Shape;
            static create(properties?: desk.stream.Subscribe.$Properties): desk.stream.Subscribe;

            /**
             * Encodes the specified Subscribe message. Does not implicitly {@link desk.stream.Subscribe.verify|verify} messages.
             * @param m Subscribe message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Subscribe.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Subscribe message, length delimited. Does not implicitly {@link desk.stream.Subscribe.verify|verify} messages.
             * @param message Subscribe message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Subscribe.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Subscribe message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Subscribe & desk.stream.Subscribe.$Shape} Subscribe
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Subscribe & desk.stream.Subscribe.$Shape;

            /**
             * Decodes a Subscribe message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Subscribe & desk.stream.Subscribe.$Shape} Subscribe
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Subscribe & desk.stream.Subscribe.$Shape;

            /**
             * Verifies a Subscribe message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a Subscribe message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Subscribe
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Subscribe;

            /**
             * Creates a plain object from a Subscribe message. Also converts values to other types if specified.
             * @param m Subscribe
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Subscribe, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Subscribe to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Subscribe
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Subscribe {

            /** Properties of a Subscribe. */
            interface $Properties {

                /** Subscribe topic */
                topic?: (string|null);

                /** Subscribe requestId */
                requestId?: (number|null);

                /** Subscribe fromSeq */
                fromSeq?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Subscribe. */
            type $Shape = desk.stream.Subscribe.$Properties;
        }

        /**
         * Properties of an Unsubscribe.
         * @deprecated Use desk.stream.Unsubscribe.$Properties instead.
         */
        interface IUnsubscribe extends desk.stream.Unsubscribe.$Properties {
        }

        /** Represents an Unsubscribe. */
        class Unsubscribe {

            /**
             * Constructs a new Unsubscribe.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Unsubscribe.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Unsubscribe topic. */
            topic: string;

            /** Unsubscribe requestId. */
            requestId: number;

            /**
             * Creates a new Unsubscribe instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Unsubscribe instance
             */
            static create(properties: desk.stream.Unsubscribe.$Shape): desk.stream.Unsubscribe & desk.stream.Unsubscribe.$Shape;
            static create(properties?: desk.stream.Unsubscribe.$Properties): desk.stream.Unsubscribe;

            /**
             * Encodes the specified Unsubscribe message. Does not implicitly {@link desk.stream.Unsubscribe.verify|verify} messages.
             * @param m Unsubscribe message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Unsubscribe.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Unsubscribe message, length delimited. Does not implicitly {@link desk.stream.Unsubscribe.verify|verify} messages.
             * @param message Unsubscribe message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Unsubscribe.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an Unsubscribe message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Unsubscribe & desk.stream.Unsubscribe.$Shape} Unsubscribe
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Unsubscribe & desk.stream.Unsubscribe.$Shape;

            /**
             * Decodes an Unsubscribe message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Unsubscribe & desk.stream.Unsubscribe.$Shape} Unsubscribe
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Unsubscribe & desk.stream.Unsubscribe.$Shape;

            /**
             * Verifies an Unsubscribe message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an Unsubscribe message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Unsubscribe
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Unsubscribe;

            /**
             * Creates a plain object from an Unsubscribe message. Also converts values to other types if specified.
             * @param m Unsubscribe
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Unsubscribe, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Unsubscribe to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Unsubscribe
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Unsubscribe {

            /** Properties of an Unsubscribe. */
            interface $Properties {

                /** Unsubscribe topic */
                topic?: (string|null);

                /** Unsubscribe requestId */
                requestId?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an Unsubscribe. */
            type $Shape = desk.stream.Unsubscribe.$Properties;
        }

        /**
         * Properties of a Ping.
         * @deprecated Use desk.stream.Ping.$Properties instead.
         */
        interface IPing extends desk.stream.Ping.$Properties {
        }

        /** Represents a Ping. */
        class Ping {

            /**
             * Constructs a new Ping.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Ping.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Ping clientTime. */
            clientTime: number;

            /**
             * Creates a new Ping instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Ping instance
             */
            static create(properties: desk.stream.Ping.$Shape): desk.stream.Ping & desk.stream.Ping.$Shape;
            static create(properties?: desk.stream.Ping.$Properties): desk.stream.Ping;

            /**
             * Encodes the specified Ping message. Does not implicitly {@link desk.stream.Ping.verify|verify} messages.
             * @param m Ping message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Ping.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Ping message, length delimited. Does not implicitly {@link desk.stream.Ping.verify|verify} messages.
             * @param message Ping message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Ping.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Ping message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Ping & desk.stream.Ping.$Shape} Ping
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Ping & desk.stream.Ping.$Shape;

            /**
             * Decodes a Ping message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Ping & desk.stream.Ping.$Shape} Ping
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Ping & desk.stream.Ping.$Shape;

            /**
             * Verifies a Ping message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a Ping message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Ping
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Ping;

            /**
             * Creates a plain object from a Ping message. Also converts values to other types if specified.
             * @param m Ping
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Ping, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Ping to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Ping
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Ping {

            /** Properties of a Ping. */
            interface $Properties {

                /** Ping clientTime */
                clientTime?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Ping. */
            type $Shape = desk.stream.Ping.$Properties;
        }

        /**
         * Properties of a ServerMessage.
         * @deprecated Use desk.stream.ServerMessage.$Properties instead.
         */
        interface IServerMessage extends desk.stream.ServerMessage.$Properties {
        }

        /** Represents a ServerMessage. */
        class ServerMessage {

            /**
             * Constructs a new ServerMessage.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.ServerMessage.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** ServerMessage authOk. */
            authOk?: (desk.stream.AuthOk.$Properties|null);

            /** ServerMessage subscribed. */
            subscribed?: (desk.stream.Subscribed.$Properties|null);

            /** ServerMessage unsubscribed. */
            unsubscribed?: (desk.stream.Unsubscribed.$Properties|null);

            /** ServerMessage heartbeat. */
            heartbeat?: (desk.stream.Heartbeat.$Properties|null);

            /** ServerMessage pong. */
            pong?: (desk.stream.Pong.$Properties|null);

            /** ServerMessage error. */
            error?: (desk.stream.Error.$Properties|null);

            /** ServerMessage batch. */
            batch?: (desk.stream.Batch.$Properties|null);

            /** ServerMessage bookSnapshot. */
            bookSnapshot?: (desk.stream.BookSnapshot.$Properties|null);

            /** ServerMessage bookDelta. */
            bookDelta?: (desk.stream.BookDelta.$Properties|null);

            /** ServerMessage trade. */
            trade?: (desk.stream.Trade.$Properties|null);

            /** ServerMessage ticker. */
            ticker?: (desk.stream.Ticker.$Properties|null);

            /** ServerMessage markPrice. */
            markPrice?: (desk.stream.MarkPrice.$Properties|null);

            /** ServerMessage kline. */
            kline?: (desk.stream.Kline.$Properties|null);

            /** ServerMessage orderUpdate. */
            orderUpdate?: (desk.stream.OrderUpdate.$Properties|null);

            /** ServerMessage fillUpdate. */
            fillUpdate?: (desk.stream.FillUpdate.$Properties|null);

            /** ServerMessage balanceUpdate. */
            balanceUpdate?: (desk.stream.BalanceUpdate.$Properties|null);

            /** ServerMessage positionUpdate. */
            positionUpdate?: (desk.stream.PositionUpdate.$Properties|null);

            /** ServerMessage riskUpdate. */
            riskUpdate?: (desk.stream.RiskUpdate.$Properties|null);

            /** ServerMessage quoteLadder. */
            quoteLadder?: (desk.stream.QuoteLadder.$Properties|null);

            /** ServerMessage approvalUpdate. */
            approvalUpdate?: (desk.stream.ApprovalUpdate.$Properties|null);

            /** ServerMessage permissionsChanged. */
            permissionsChanged?: (desk.stream.PermissionsChanged.$Properties|null);

            /** ServerMessage reportJobUpdate. */
            reportJobUpdate?: (desk.stream.ReportJobUpdate.$Properties|null);

            /** ServerMessage kind. */
            kind?: ("authOk"|"subscribed"|"unsubscribed"|"heartbeat"|"pong"|"error"|"batch"|"bookSnapshot"|"bookDelta"|"trade"|"ticker"|"markPrice"|"kline"|"orderUpdate"|"fillUpdate"|"balanceUpdate"|"positionUpdate"|"riskUpdate"|"quoteLadder"|"approvalUpdate"|"permissionsChanged"|"reportJobUpdate");

            /**
             * Creates a new ServerMessage instance using the specified properties.
             * @param [properties] Properties to set
             * @returns ServerMessage instance
             */
            static create(properties: desk.stream.ServerMessage.$Shape): desk.stream.ServerMessage & desk.stream.ServerMessage.$Shape;
            static create(properties?: desk.stream.ServerMessage.$Properties): desk.stream.ServerMessage;

            /**
             * Encodes the specified ServerMessage message. Does not implicitly {@link desk.stream.ServerMessage.verify|verify} messages.
             * @param m ServerMessage message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.ServerMessage.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified ServerMessage message, length delimited. Does not implicitly {@link desk.stream.ServerMessage.verify|verify} messages.
             * @param message ServerMessage message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.ServerMessage.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a ServerMessage message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.ServerMessage & desk.stream.ServerMessage.$Shape} ServerMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.ServerMessage & desk.stream.ServerMessage.$Shape;

            /**
             * Decodes a ServerMessage message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.ServerMessage & desk.stream.ServerMessage.$Shape} ServerMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.ServerMessage & desk.stream.ServerMessage.$Shape;

            /**
             * Verifies a ServerMessage message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a ServerMessage message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns ServerMessage
             */
            static fromObject(d: { [k: string]: any }): desk.stream.ServerMessage;

            /**
             * Creates a plain object from a ServerMessage message. Also converts values to other types if specified.
             * @param m ServerMessage
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.ServerMessage, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this ServerMessage to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for ServerMessage
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace ServerMessage {

            /** Properties of a ServerMessage. */
            interface $Properties {

                /** ServerMessage authOk */
                authOk?: (desk.stream.AuthOk.$Properties|null);

                /** ServerMessage subscribed */
                subscribed?: (desk.stream.Subscribed.$Properties|null);

                /** ServerMessage unsubscribed */
                unsubscribed?: (desk.stream.Unsubscribed.$Properties|null);

                /** ServerMessage heartbeat */
                heartbeat?: (desk.stream.Heartbeat.$Properties|null);

                /** ServerMessage pong */
                pong?: (desk.stream.Pong.$Properties|null);

                /** ServerMessage error */
                error?: (desk.stream.Error.$Properties|null);

                /** ServerMessage batch */
                batch?: (desk.stream.Batch.$Properties|null);

                /** ServerMessage bookSnapshot */
                bookSnapshot?: (desk.stream.BookSnapshot.$Properties|null);

                /** ServerMessage bookDelta */
                bookDelta?: (desk.stream.BookDelta.$Properties|null);

                /** ServerMessage trade */
                trade?: (desk.stream.Trade.$Properties|null);

                /** ServerMessage ticker */
                ticker?: (desk.stream.Ticker.$Properties|null);

                /** ServerMessage markPrice */
                markPrice?: (desk.stream.MarkPrice.$Properties|null);

                /** ServerMessage kline */
                kline?: (desk.stream.Kline.$Properties|null);

                /** ServerMessage orderUpdate */
                orderUpdate?: (desk.stream.OrderUpdate.$Properties|null);

                /** ServerMessage fillUpdate */
                fillUpdate?: (desk.stream.FillUpdate.$Properties|null);

                /** ServerMessage balanceUpdate */
                balanceUpdate?: (desk.stream.BalanceUpdate.$Properties|null);

                /** ServerMessage positionUpdate */
                positionUpdate?: (desk.stream.PositionUpdate.$Properties|null);

                /** ServerMessage riskUpdate */
                riskUpdate?: (desk.stream.RiskUpdate.$Properties|null);

                /** ServerMessage quoteLadder */
                quoteLadder?: (desk.stream.QuoteLadder.$Properties|null);

                /** ServerMessage approvalUpdate */
                approvalUpdate?: (desk.stream.ApprovalUpdate.$Properties|null);

                /** ServerMessage permissionsChanged */
                permissionsChanged?: (desk.stream.PermissionsChanged.$Properties|null);

                /** ServerMessage reportJobUpdate */
                reportJobUpdate?: (desk.stream.ReportJobUpdate.$Properties|null);

                /** ServerMessage kind */
                kind?: ("authOk"|"subscribed"|"unsubscribed"|"heartbeat"|"pong"|"error"|"batch"|"bookSnapshot"|"bookDelta"|"trade"|"ticker"|"markPrice"|"kline"|"orderUpdate"|"fillUpdate"|"balanceUpdate"|"positionUpdate"|"riskUpdate"|"quoteLadder"|"approvalUpdate"|"permissionsChanged"|"reportJobUpdate");

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Narrowed shape of a ServerMessage. */
            type $Shape = {
              authOk?: desk.stream.AuthOk.$Shape|null;
              subscribed?: desk.stream.Subscribed.$Shape|null;
              unsubscribed?: desk.stream.Unsubscribed.$Shape|null;
              heartbeat?: desk.stream.Heartbeat.$Shape|null;
              pong?: desk.stream.Pong.$Shape|null;
              error?: desk.stream.Error.$Shape|null;
              batch?: desk.stream.Batch.$Shape|null;
              bookSnapshot?: desk.stream.BookSnapshot.$Shape|null;
              bookDelta?: desk.stream.BookDelta.$Shape|null;
              trade?: desk.stream.Trade.$Shape|null;
              ticker?: desk.stream.Ticker.$Shape|null;
              markPrice?: desk.stream.MarkPrice.$Shape|null;
              kline?: desk.stream.Kline.$Shape|null;
              orderUpdate?: desk.stream.OrderUpdate.$Shape|null;
              fillUpdate?: desk.stream.FillUpdate.$Shape|null;
              balanceUpdate?: desk.stream.BalanceUpdate.$Shape|null;
              positionUpdate?: desk.stream.PositionUpdate.$Shape|null;
              riskUpdate?: desk.stream.RiskUpdate.$Shape|null;
              quoteLadder?: desk.stream.QuoteLadder.$Shape|null;
              approvalUpdate?: desk.stream.ApprovalUpdate.$Shape|null;
              permissionsChanged?: desk.stream.PermissionsChanged.$Shape|null;
              reportJobUpdate?: desk.stream.ReportJobUpdate.$Shape|null;
              $unknowns?: Uint8Array[];
            } & (
              ({ kind?: undefined; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "authOk"; authOk: desk.stream.AuthOk.$Shape; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "subscribed"; authOk?: null; subscribed: desk.stream.Subscribed.$Shape; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "unsubscribed"; authOk?: null; subscribed?: null; unsubscribed: desk.stream.Unsubscribed.$Shape; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "heartbeat"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat: desk.stream.Heartbeat.$Shape; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "pong"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong: desk.stream.Pong.$Shape; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "error"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error: desk.stream.Error.$Shape; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "batch"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch: desk.stream.Batch.$Shape; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "bookSnapshot"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot: desk.stream.BookSnapshot.$Shape; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "bookDelta"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta: desk.stream.BookDelta.$Shape; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "trade"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade: desk.stream.Trade.$Shape; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "ticker"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker: desk.stream.Ticker.$Shape; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "markPrice"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice: desk.stream.MarkPrice.$Shape; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "kline"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline: desk.stream.Kline.$Shape; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "orderUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate: desk.stream.OrderUpdate.$Shape; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "fillUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate: desk.stream.FillUpdate.$Shape; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "balanceUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate: desk.stream.BalanceUpdate.$Shape; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "positionUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate: desk.stream.PositionUpdate.$Shape; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "riskUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate: desk.stream.RiskUpdate.$Shape; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "quoteLadder"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder: desk.stream.QuoteLadder.$Shape; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "approvalUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate: desk.stream.ApprovalUpdate.$Shape; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "permissionsChanged"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged: desk.stream.PermissionsChanged.$Shape; reportJobUpdate?: null }|{ kind?: "reportJobUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate: desk.stream.ReportJobUpdate.$Shape })
            );
        }

        /**
         * Properties of an AuthOk.
         * @deprecated Use desk.stream.AuthOk.$Properties instead.
         */
        interface IAuthOk extends desk.stream.AuthOk.$Properties {
        }

        /** Represents an AuthOk. */
        class AuthOk {

            /**
             * Constructs a new AuthOk.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.AuthOk.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** AuthOk serverTime. */
            serverTime: number;

            /** AuthOk maxSubscriptions. */
            maxSubscriptions: number;

            /** AuthOk heartbeatIntervalMillis. */
            heartbeatIntervalMillis: number;

            /**
             * Creates a new AuthOk instance using the specified properties.
             * @param [properties] Properties to set
             * @returns AuthOk instance
             */
            static create(properties: desk.stream.AuthOk.$Shape): desk.stream.AuthOk & desk.stream.AuthOk.$Shape;
            static create(properties?: desk.stream.AuthOk.$Properties): desk.stream.AuthOk;

            /**
             * Encodes the specified AuthOk message. Does not implicitly {@link desk.stream.AuthOk.verify|verify} messages.
             * @param m AuthOk message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.AuthOk.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified AuthOk message, length delimited. Does not implicitly {@link desk.stream.AuthOk.verify|verify} messages.
             * @param message AuthOk message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.AuthOk.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an AuthOk message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.AuthOk & desk.stream.AuthOk.$Shape} AuthOk
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.AuthOk & desk.stream.AuthOk.$Shape;

            /**
             * Decodes an AuthOk message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.AuthOk & desk.stream.AuthOk.$Shape} AuthOk
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.AuthOk & desk.stream.AuthOk.$Shape;

            /**
             * Verifies an AuthOk message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an AuthOk message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns AuthOk
             */
            static fromObject(d: { [k: string]: any }): desk.stream.AuthOk;

            /**
             * Creates a plain object from an AuthOk message. Also converts values to other types if specified.
             * @param m AuthOk
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.AuthOk, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this AuthOk to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for AuthOk
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace AuthOk {

            /** Properties of an AuthOk. */
            interface $Properties {

                /** AuthOk serverTime */
                serverTime?: (number|null);

                /** AuthOk maxSubscriptions */
                maxSubscriptions?: (number|null);

                /** AuthOk heartbeatIntervalMillis */
                heartbeatIntervalMillis?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an AuthOk. */
            type $Shape = desk.stream.AuthOk.$Properties;
        }

        /**
         * Properties of a Subscribed.
         * @deprecated Use desk.stream.Subscribed.$Properties instead.
         */
        interface ISubscribed extends desk.stream.Subscribed.$Properties {
        }

        /** Represents a Subscribed. */
        class Subscribed {

            /**
             * Constructs a new Subscribed.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Subscribed.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Subscribed topic. */
            topic: string;

            /** Subscribed requestId. */
            requestId: number;

            /** Subscribed resumed. */
            resumed: boolean;

            /** Subscribed seq. */
            seq: number;

            /**
             * Creates a new Subscribed instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Subscribed instance
             */
            static create(properties: desk.stream.Subscribed.$Shape): desk.stream.Subscribed & desk.stream.Subscribed.$Shape;
            static create(properties?: desk.stream.Subscribed.$Properties): desk.stream.Subscribed;

            /**
             * Encodes the specified Subscribed message. Does not implicitly {@link desk.stream.Subscribed.verify|verify} messages.
             * @param m Subscribed message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Subscribed.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Subscribed message, length delimited. Does not implicitly {@link desk.stream.Subscribed.verify|verify} messages.
             * @param message Subscribed message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Subscribed.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Subscribed message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Subscribed & desk.stream.Subscribed.$Shape} Subscribed
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Subscribed & desk.stream.Subscribed.$Shape;

            /**
             * Decodes a Subscribed message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Subscribed & desk.stream.Subscribed.$Shape} Subscribed
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Subscribed & desk.stream.Subscribed.$Shape;

            /**
             * Verifies a Subscribed message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a Subscribed message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Subscribed
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Subscribed;

            /**
             * Creates a plain object from a Subscribed message. Also converts values to other types if specified.
             * @param m Subscribed
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Subscribed, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Subscribed to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Subscribed
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Subscribed {

            /** Properties of a Subscribed. */
            interface $Properties {

                /** Subscribed topic */
                topic?: (string|null);

                /** Subscribed requestId */
                requestId?: (number|null);

                /** Subscribed resumed */
                resumed?: (boolean|null);

                /** Subscribed seq */
                seq?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Subscribed. */
            type $Shape = desk.stream.Subscribed.$Properties;
        }

        /**
         * Properties of an Unsubscribed.
         * @deprecated Use desk.stream.Unsubscribed.$Properties instead.
         */
        interface IUnsubscribed extends desk.stream.Unsubscribed.$Properties {
        }

        /** Represents an Unsubscribed. */
        class Unsubscribed {

            /**
             * Constructs a new Unsubscribed.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Unsubscribed.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Unsubscribed topic. */
            topic: string;

            /** Unsubscribed requestId. */
            requestId: number;

            /**
             * Creates a new Unsubscribed instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Unsubscribed instance
             */
            static create(properties: desk.stream.Unsubscribed.$Shape): desk.stream.Unsubscribed & desk.stream.Unsubscribed.$Shape;
            static create(properties?: desk.stream.Unsubscribed.$Properties): desk.stream.Unsubscribed;

            /**
             * Encodes the specified Unsubscribed message. Does not implicitly {@link desk.stream.Unsubscribed.verify|verify} messages.
             * @param m Unsubscribed message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Unsubscribed.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Unsubscribed message, length delimited. Does not implicitly {@link desk.stream.Unsubscribed.verify|verify} messages.
             * @param message Unsubscribed message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Unsubscribed.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an Unsubscribed message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Unsubscribed & desk.stream.Unsubscribed.$Shape} Unsubscribed
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Unsubscribed & desk.stream.Unsubscribed.$Shape;

            /**
             * Decodes an Unsubscribed message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Unsubscribed & desk.stream.Unsubscribed.$Shape} Unsubscribed
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Unsubscribed & desk.stream.Unsubscribed.$Shape;

            /**
             * Verifies an Unsubscribed message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an Unsubscribed message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Unsubscribed
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Unsubscribed;

            /**
             * Creates a plain object from an Unsubscribed message. Also converts values to other types if specified.
             * @param m Unsubscribed
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Unsubscribed, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Unsubscribed to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Unsubscribed
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Unsubscribed {

            /** Properties of an Unsubscribed. */
            interface $Properties {

                /** Unsubscribed topic */
                topic?: (string|null);

                /** Unsubscribed requestId */
                requestId?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an Unsubscribed. */
            type $Shape = desk.stream.Unsubscribed.$Properties;
        }

        /**
         * Properties of a Batch.
         * @deprecated Use desk.stream.Batch.$Properties instead.
         */
        interface IBatch extends desk.stream.Batch.$Properties {
        }

        /** Represents a Batch. */
        class Batch {

            /**
             * Constructs a new Batch.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Batch.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Batch messages. */
            messages: Uint8Array[];

            /**
             * Creates a new Batch instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Batch instance
             */
            static create(properties: desk.stream.Batch.$Shape): desk.stream.Batch & desk.stream.Batch.$Shape;
            static create(properties?: desk.stream.Batch.$Properties): desk.stream.Batch;

            /**
             * Encodes the specified Batch message. Does not implicitly {@link desk.stream.Batch.verify|verify} messages.
             * @param m Batch message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Batch.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Batch message, length delimited. Does not implicitly {@link desk.stream.Batch.verify|verify} messages.
             * @param message Batch message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Batch.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Batch message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Batch & desk.stream.Batch.$Shape} Batch
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Batch & desk.stream.Batch.$Shape;

            /**
             * Decodes a Batch message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Batch & desk.stream.Batch.$Shape} Batch
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Batch & desk.stream.Batch.$Shape;

            /**
             * Verifies a Batch message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a Batch message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Batch
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Batch;

            /**
             * Creates a plain object from a Batch message. Also converts values to other types if specified.
             * @param m Batch
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Batch, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Batch to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Batch
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Batch {

            /** Properties of a Batch. */
            interface $Properties {

                /** Batch messages */
                messages?: (Uint8Array[]|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Batch. */
            type $Shape = desk.stream.Batch.$Properties;
        }

        /**
         * Properties of a Heartbeat.
         * @deprecated Use desk.stream.Heartbeat.$Properties instead.
         */
        interface IHeartbeat extends desk.stream.Heartbeat.$Properties {
        }

        /** Represents a Heartbeat. */
        class Heartbeat {

            /**
             * Constructs a new Heartbeat.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Heartbeat.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Heartbeat serverTime. */
            serverTime: number;

            /**
             * Creates a new Heartbeat instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Heartbeat instance
             */
            static create(properties: desk.stream.Heartbeat.$Shape): desk.stream.Heartbeat & desk.stream.Heartbeat.$Shape;
            static create(properties?: desk.stream.Heartbeat.$Properties): desk.stream.Heartbeat;

            /**
             * Encodes the specified Heartbeat message. Does not implicitly {@link desk.stream.Heartbeat.verify|verify} messages.
             * @param m Heartbeat message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Heartbeat.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Heartbeat message, length delimited. Does not implicitly {@link desk.stream.Heartbeat.verify|verify} messages.
             * @param message Heartbeat message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Heartbeat.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Heartbeat message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Heartbeat & desk.stream.Heartbeat.$Shape} Heartbeat
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Heartbeat & desk.stream.Heartbeat.$Shape;

            /**
             * Decodes a Heartbeat message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Heartbeat & desk.stream.Heartbeat.$Shape} Heartbeat
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Heartbeat & desk.stream.Heartbeat.$Shape;

            /**
             * Verifies a Heartbeat message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a Heartbeat message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Heartbeat
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Heartbeat;

            /**
             * Creates a plain object from a Heartbeat message. Also converts values to other types if specified.
             * @param m Heartbeat
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Heartbeat, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Heartbeat to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Heartbeat
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Heartbeat {

            /** Properties of a Heartbeat. */
            interface $Properties {

                /** Heartbeat serverTime */
                serverTime?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Heartbeat. */
            type $Shape = desk.stream.Heartbeat.$Properties;
        }

        /**
         * Properties of a Pong.
         * @deprecated Use desk.stream.Pong.$Properties instead.
         */
        interface IPong extends desk.stream.Pong.$Properties {
        }

        /** Represents a Pong. */
        class Pong {

            /**
             * Constructs a new Pong.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Pong.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Pong clientTime. */
            clientTime: number;

            /** Pong serverTime. */
            serverTime: number;

            /**
             * Creates a new Pong instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Pong instance
             */
            static create(properties: desk.stream.Pong.$Shape): desk.stream.Pong & desk.stream.Pong.$Shape;
            static create(properties?: desk.stream.Pong.$Properties): desk.stream.Pong;

            /**
             * Encodes the specified Pong message. Does not implicitly {@link desk.stream.Pong.verify|verify} messages.
             * @param m Pong message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Pong.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Pong message, length delimited. Does not implicitly {@link desk.stream.Pong.verify|verify} messages.
             * @param message Pong message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Pong.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Pong message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Pong & desk.stream.Pong.$Shape} Pong
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Pong & desk.stream.Pong.$Shape;

            /**
             * Decodes a Pong message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Pong & desk.stream.Pong.$Shape} Pong
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Pong & desk.stream.Pong.$Shape;

            /**
             * Verifies a Pong message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a Pong message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Pong
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Pong;

            /**
             * Creates a plain object from a Pong message. Also converts values to other types if specified.
             * @param m Pong
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Pong, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Pong to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Pong
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Pong {

            /** Properties of a Pong. */
            interface $Properties {

                /** Pong clientTime */
                clientTime?: (number|null);

                /** Pong serverTime */
                serverTime?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Pong. */
            type $Shape = desk.stream.Pong.$Properties;
        }

        /** ErrorCode enum. */
        enum ErrorCode {

            /** ERROR_CODE_UNSPECIFIED value */
            ERROR_CODE_UNSPECIFIED = 0,

            /** MALFORMED_FRAME value */
            MALFORMED_FRAME = 1,

            /** UNAUTHENTICATED value */
            UNAUTHENTICATED = 2,

            /** AUTH_FAILED value */
            AUTH_FAILED = 3,

            /** UNKNOWN_TOPIC value */
            UNKNOWN_TOPIC = 4,

            /** TOO_MANY_SUBSCRIPTIONS value */
            TOO_MANY_SUBSCRIPTIONS = 5,

            /** NOT_SUBSCRIBED value */
            NOT_SUBSCRIBED = 6,

            /** RATE_LIMITED value */
            RATE_LIMITED = 7,

            /** INTERNAL value */
            INTERNAL = 8
        }

        /**
         * Properties of an Error.
         * @deprecated Use desk.stream.Error.$Properties instead.
         */
        interface IError extends desk.stream.Error.$Properties {
        }

        /** Represents an Error. */
        class Error {

            /**
             * Constructs a new Error.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Error.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Error code. */
            code: desk.stream.ErrorCode;

            /** Error message. */
            message: string;

            /** Error requestId. */
            requestId: number;

            /**
             * Creates a new Error instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Error instance
             */
            static create(properties: desk.stream.Error.$Shape): desk.stream.Error & desk.stream.Error.$Shape;
            static create(properties?: desk.stream.Error.$Properties): desk.stream.Error;

            /**
             * Encodes the specified Error message. Does not implicitly {@link desk.stream.Error.verify|verify} messages.
             * @param m Error message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Error.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Error message, length delimited. Does not implicitly {@link desk.stream.Error.verify|verify} messages.
             * @param message Error message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Error.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an Error message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Error & desk.stream.Error.$Shape} Error
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Error & desk.stream.Error.$Shape;

            /**
             * Decodes an Error message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Error & desk.stream.Error.$Shape} Error
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Error & desk.stream.Error.$Shape;

            /**
             * Verifies an Error message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an Error message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Error
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Error;

            /**
             * Creates a plain object from an Error message. Also converts values to other types if specified.
             * @param m Error
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Error, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Error to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Error
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Error {

            /** Properties of an Error. */
            interface $Properties {

                /** Error code */
                code?: (desk.stream.ErrorCode|null);

                /** Error message */
                message?: (string|null);

                /** Error requestId */
                requestId?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an Error. */
            type $Shape = desk.stream.Error.$Properties;
        }

        /**
         * Properties of a BookSnapshot.
         * @deprecated Use desk.stream.BookSnapshot.$Properties instead.
         */
        interface IBookSnapshot extends desk.stream.BookSnapshot.$Properties {
        }

        /** Represents a BookSnapshot. */
        class BookSnapshot {

            /**
             * Constructs a new BookSnapshot.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.BookSnapshot.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** BookSnapshot symbol. */
            symbol: string;

            /** BookSnapshot seq. */
            seq: number;

            /** BookSnapshot serverTime. */
            serverTime: number;

            /** BookSnapshot bidPrices. */
            bidPrices: number[];

            /** BookSnapshot bidSizes. */
            bidSizes: number[];

            /** BookSnapshot askPrices. */
            askPrices: number[];

            /** BookSnapshot askSizes. */
            askSizes: number[];

            /** BookSnapshot checksum. */
            checksum: number;

            /** BookSnapshot tickSize. */
            tickSize: string;

            /** BookSnapshot lotSize. */
            lotSize: string;

            /**
             * Creates a new BookSnapshot instance using the specified properties.
             * @param [properties] Properties to set
             * @returns BookSnapshot instance
             */
            static create(properties: desk.stream.BookSnapshot.$Shape): desk.stream.BookSnapshot & desk.stream.BookSnapshot.$Shape;
            static create(properties?: desk.stream.BookSnapshot.$Properties): desk.stream.BookSnapshot;

            /**
             * Encodes the specified BookSnapshot message. Does not implicitly {@link desk.stream.BookSnapshot.verify|verify} messages.
             * @param m BookSnapshot message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.BookSnapshot.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified BookSnapshot message, length delimited. Does not implicitly {@link desk.stream.BookSnapshot.verify|verify} messages.
             * @param message BookSnapshot message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.BookSnapshot.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a BookSnapshot message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.BookSnapshot & desk.stream.BookSnapshot.$Shape} BookSnapshot
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.BookSnapshot & desk.stream.BookSnapshot.$Shape;

            /**
             * Decodes a BookSnapshot message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.BookSnapshot & desk.stream.BookSnapshot.$Shape} BookSnapshot
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.BookSnapshot & desk.stream.BookSnapshot.$Shape;

            /**
             * Verifies a BookSnapshot message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a BookSnapshot message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns BookSnapshot
             */
            static fromObject(d: { [k: string]: any }): desk.stream.BookSnapshot;

            /**
             * Creates a plain object from a BookSnapshot message. Also converts values to other types if specified.
             * @param m BookSnapshot
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.BookSnapshot, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this BookSnapshot to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for BookSnapshot
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace BookSnapshot {

            /** Properties of a BookSnapshot. */
            interface $Properties {

                /** BookSnapshot symbol */
                symbol?: (string|null);

                /** BookSnapshot seq */
                seq?: (number|null);

                /** BookSnapshot serverTime */
                serverTime?: (number|null);

                /** BookSnapshot bidPrices */
                bidPrices?: (number[]|null);

                /** BookSnapshot bidSizes */
                bidSizes?: (number[]|null);

                /** BookSnapshot askPrices */
                askPrices?: (number[]|null);

                /** BookSnapshot askSizes */
                askSizes?: (number[]|null);

                /** BookSnapshot checksum */
                checksum?: (number|null);

                /** BookSnapshot tickSize */
                tickSize?: (string|null);

                /** BookSnapshot lotSize */
                lotSize?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a BookSnapshot. */
            type $Shape = desk.stream.BookSnapshot.$Properties;
        }

        /**
         * Properties of a BookDelta.
         * @deprecated Use desk.stream.BookDelta.$Properties instead.
         */
        interface IBookDelta extends desk.stream.BookDelta.$Properties {
        }

        /** Represents a BookDelta. */
        class BookDelta {

            /**
             * Constructs a new BookDelta.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.BookDelta.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** BookDelta symbol. */
            symbol: string;

            /** BookDelta seq. */
            seq: number;

            /** BookDelta prevSeq. */
            prevSeq: number;

            /** BookDelta serverTime. */
            serverTime: number;

            /** BookDelta bidPrices. */
            bidPrices: number[];

            /** BookDelta bidSizes. */
            bidSizes: number[];

            /** BookDelta askPrices. */
            askPrices: number[];

            /** BookDelta askSizes. */
            askSizes: number[];

            /** BookDelta checksum. */
            checksum: number;

            /**
             * Creates a new BookDelta instance using the specified properties.
             * @param [properties] Properties to set
             * @returns BookDelta instance
             */
            static create(properties: desk.stream.BookDelta.$Shape): desk.stream.BookDelta & desk.stream.BookDelta.$Shape;
            static create(properties?: desk.stream.BookDelta.$Properties): desk.stream.BookDelta;

            /**
             * Encodes the specified BookDelta message. Does not implicitly {@link desk.stream.BookDelta.verify|verify} messages.
             * @param m BookDelta message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.BookDelta.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified BookDelta message, length delimited. Does not implicitly {@link desk.stream.BookDelta.verify|verify} messages.
             * @param message BookDelta message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.BookDelta.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a BookDelta message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.BookDelta & desk.stream.BookDelta.$Shape} BookDelta
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.BookDelta & desk.stream.BookDelta.$Shape;

            /**
             * Decodes a BookDelta message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.BookDelta & desk.stream.BookDelta.$Shape} BookDelta
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.BookDelta & desk.stream.BookDelta.$Shape;

            /**
             * Verifies a BookDelta message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a BookDelta message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns BookDelta
             */
            static fromObject(d: { [k: string]: any }): desk.stream.BookDelta;

            /**
             * Creates a plain object from a BookDelta message. Also converts values to other types if specified.
             * @param m BookDelta
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.BookDelta, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this BookDelta to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for BookDelta
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace BookDelta {

            /** Properties of a BookDelta. */
            interface $Properties {

                /** BookDelta symbol */
                symbol?: (string|null);

                /** BookDelta seq */
                seq?: (number|null);

                /** BookDelta prevSeq */
                prevSeq?: (number|null);

                /** BookDelta serverTime */
                serverTime?: (number|null);

                /** BookDelta bidPrices */
                bidPrices?: (number[]|null);

                /** BookDelta bidSizes */
                bidSizes?: (number[]|null);

                /** BookDelta askPrices */
                askPrices?: (number[]|null);

                /** BookDelta askSizes */
                askSizes?: (number[]|null);

                /** BookDelta checksum */
                checksum?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a BookDelta. */
            type $Shape = desk.stream.BookDelta.$Properties;
        }

        /** TakerSide enum. */
        enum TakerSide {

            /** TAKER_SIDE_UNSPECIFIED value */
            TAKER_SIDE_UNSPECIFIED = 0,

            /** BUY value */
            BUY = 1,

            /** SELL value */
            SELL = 2
        }

        /**
         * Properties of a Trade.
         * @deprecated Use desk.stream.Trade.$Properties instead.
         */
        interface ITrade extends desk.stream.Trade.$Properties {
        }

        /** Represents a Trade. */
        class Trade {

            /**
             * Constructs a new Trade.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Trade.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Trade symbol. */
            symbol: string;

            /** Trade tradeId. */
            tradeId: string;

            /** Trade price. */
            price: string;

            /** Trade quantity. */
            quantity: string;

            /** Trade side. */
            side: desk.stream.TakerSide;

            /** Trade serverTime. */
            serverTime: number;

            /**
             * Creates a new Trade instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Trade instance
             */
            static create(properties: desk.stream.Trade.$Shape): desk.stream.Trade & desk.stream.Trade.$Shape;
            static create(properties?: desk.stream.Trade.$Properties): desk.stream.Trade;

            /**
             * Encodes the specified Trade message. Does not implicitly {@link desk.stream.Trade.verify|verify} messages.
             * @param m Trade message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Trade.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Trade message, length delimited. Does not implicitly {@link desk.stream.Trade.verify|verify} messages.
             * @param message Trade message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Trade.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Trade message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Trade & desk.stream.Trade.$Shape} Trade
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Trade & desk.stream.Trade.$Shape;

            /**
             * Decodes a Trade message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Trade & desk.stream.Trade.$Shape} Trade
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Trade & desk.stream.Trade.$Shape;

            /**
             * Verifies a Trade message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a Trade message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Trade
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Trade;

            /**
             * Creates a plain object from a Trade message. Also converts values to other types if specified.
             * @param m Trade
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Trade, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Trade to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Trade
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Trade {

            /** Properties of a Trade. */
            interface $Properties {

                /** Trade symbol */
                symbol?: (string|null);

                /** Trade tradeId */
                tradeId?: (string|null);

                /** Trade price */
                price?: (string|null);

                /** Trade quantity */
                quantity?: (string|null);

                /** Trade side */
                side?: (desk.stream.TakerSide|null);

                /** Trade serverTime */
                serverTime?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Trade. */
            type $Shape = desk.stream.Trade.$Properties;
        }

        /**
         * Properties of a Ticker.
         * @deprecated Use desk.stream.Ticker.$Properties instead.
         */
        interface ITicker extends desk.stream.Ticker.$Properties {
        }

        /** Represents a Ticker. */
        class Ticker {

            /**
             * Constructs a new Ticker.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Ticker.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Ticker symbol. */
            symbol: string;

            /** Ticker last. */
            last: string;

            /** Ticker open. */
            open: string;

            /** Ticker high. */
            high: string;

            /** Ticker low. */
            low: string;

            /** Ticker volume. */
            volume: string;

            /** Ticker quoteVolume. */
            quoteVolume: string;

            /** Ticker change. */
            change: string;

            /** Ticker changePercent. */
            changePercent: string;

            /** Ticker bestBid. */
            bestBid: string;

            /** Ticker bestAsk. */
            bestAsk: string;

            /** Ticker serverTime. */
            serverTime: number;

            /**
             * Creates a new Ticker instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Ticker instance
             */
            static create(properties: desk.stream.Ticker.$Shape): desk.stream.Ticker & desk.stream.Ticker.$Shape;
            static create(properties?: desk.stream.Ticker.$Properties): desk.stream.Ticker;

            /**
             * Encodes the specified Ticker message. Does not implicitly {@link desk.stream.Ticker.verify|verify} messages.
             * @param m Ticker message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Ticker.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Ticker message, length delimited. Does not implicitly {@link desk.stream.Ticker.verify|verify} messages.
             * @param message Ticker message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Ticker.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Ticker message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Ticker & desk.stream.Ticker.$Shape} Ticker
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Ticker & desk.stream.Ticker.$Shape;

            /**
             * Decodes a Ticker message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Ticker & desk.stream.Ticker.$Shape} Ticker
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Ticker & desk.stream.Ticker.$Shape;

            /**
             * Verifies a Ticker message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a Ticker message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Ticker
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Ticker;

            /**
             * Creates a plain object from a Ticker message. Also converts values to other types if specified.
             * @param m Ticker
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Ticker, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Ticker to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Ticker
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Ticker {

            /** Properties of a Ticker. */
            interface $Properties {

                /** Ticker symbol */
                symbol?: (string|null);

                /** Ticker last */
                last?: (string|null);

                /** Ticker open */
                open?: (string|null);

                /** Ticker high */
                high?: (string|null);

                /** Ticker low */
                low?: (string|null);

                /** Ticker volume */
                volume?: (string|null);

                /** Ticker quoteVolume */
                quoteVolume?: (string|null);

                /** Ticker change */
                change?: (string|null);

                /** Ticker changePercent */
                changePercent?: (string|null);

                /** Ticker bestBid */
                bestBid?: (string|null);

                /** Ticker bestAsk */
                bestAsk?: (string|null);

                /** Ticker serverTime */
                serverTime?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Ticker. */
            type $Shape = desk.stream.Ticker.$Properties;
        }

        /**
         * Properties of a MarkPrice.
         * @deprecated Use desk.stream.MarkPrice.$Properties instead.
         */
        interface IMarkPrice extends desk.stream.MarkPrice.$Properties {
        }

        /** Represents a MarkPrice. */
        class MarkPrice {

            /**
             * Constructs a new MarkPrice.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.MarkPrice.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** MarkPrice symbol. */
            symbol: string;

            /** MarkPrice markPrice. */
            markPrice: string;

            /** MarkPrice indexPrice. */
            indexPrice: string;

            /** MarkPrice fundingRate. */
            fundingRate: string;

            /** MarkPrice nextFundingTime. */
            nextFundingTime: number;

            /** MarkPrice serverTime. */
            serverTime: number;

            /**
             * Creates a new MarkPrice instance using the specified properties.
             * @param [properties] Properties to set
             * @returns MarkPrice instance
             */
            static create(properties: desk.stream.MarkPrice.$Shape): desk.stream.MarkPrice & desk.stream.MarkPrice.$Shape;
            static create(properties?: desk.stream.MarkPrice.$Properties): desk.stream.MarkPrice;

            /**
             * Encodes the specified MarkPrice message. Does not implicitly {@link desk.stream.MarkPrice.verify|verify} messages.
             * @param m MarkPrice message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.MarkPrice.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified MarkPrice message, length delimited. Does not implicitly {@link desk.stream.MarkPrice.verify|verify} messages.
             * @param message MarkPrice message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.MarkPrice.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a MarkPrice message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.MarkPrice & desk.stream.MarkPrice.$Shape} MarkPrice
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.MarkPrice & desk.stream.MarkPrice.$Shape;

            /**
             * Decodes a MarkPrice message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.MarkPrice & desk.stream.MarkPrice.$Shape} MarkPrice
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.MarkPrice & desk.stream.MarkPrice.$Shape;

            /**
             * Verifies a MarkPrice message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a MarkPrice message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns MarkPrice
             */
            static fromObject(d: { [k: string]: any }): desk.stream.MarkPrice;

            /**
             * Creates a plain object from a MarkPrice message. Also converts values to other types if specified.
             * @param m MarkPrice
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.MarkPrice, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this MarkPrice to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for MarkPrice
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace MarkPrice {

            /** Properties of a MarkPrice. */
            interface $Properties {

                /** MarkPrice symbol */
                symbol?: (string|null);

                /** MarkPrice markPrice */
                markPrice?: (string|null);

                /** MarkPrice indexPrice */
                indexPrice?: (string|null);

                /** MarkPrice fundingRate */
                fundingRate?: (string|null);

                /** MarkPrice nextFundingTime */
                nextFundingTime?: (number|null);

                /** MarkPrice serverTime */
                serverTime?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a MarkPrice. */
            type $Shape = desk.stream.MarkPrice.$Properties;
        }

        /**
         * Properties of a Kline.
         * @deprecated Use desk.stream.Kline.$Properties instead.
         */
        interface IKline extends desk.stream.Kline.$Properties {
        }

        /** Represents a Kline. */
        class Kline {

            /**
             * Constructs a new Kline.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.Kline.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Kline symbol. */
            symbol: string;

            /** Kline interval. */
            interval: string;

            /** Kline openTime. */
            openTime: number;

            /** Kline closeTime. */
            closeTime: number;

            /** Kline open. */
            open: string;

            /** Kline high. */
            high: string;

            /** Kline low. */
            low: string;

            /** Kline close. */
            close: string;

            /** Kline volume. */
            volume: string;

            /** Kline quoteVolume. */
            quoteVolume: string;

            /** Kline closed. */
            closed: boolean;

            /**
             * Creates a new Kline instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Kline instance
             */
            static create(properties: desk.stream.Kline.$Shape): desk.stream.Kline & desk.stream.Kline.$Shape;
            static create(properties?: desk.stream.Kline.$Properties): desk.stream.Kline;

            /**
             * Encodes the specified Kline message. Does not implicitly {@link desk.stream.Kline.verify|verify} messages.
             * @param m Kline message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.Kline.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified Kline message, length delimited. Does not implicitly {@link desk.stream.Kline.verify|verify} messages.
             * @param message Kline message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.Kline.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Kline message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.Kline & desk.stream.Kline.$Shape} Kline
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.Kline & desk.stream.Kline.$Shape;

            /**
             * Decodes a Kline message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.Kline & desk.stream.Kline.$Shape} Kline
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.Kline & desk.stream.Kline.$Shape;

            /**
             * Verifies a Kline message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a Kline message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns Kline
             */
            static fromObject(d: { [k: string]: any }): desk.stream.Kline;

            /**
             * Creates a plain object from a Kline message. Also converts values to other types if specified.
             * @param m Kline
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.Kline, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Kline to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for Kline
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace Kline {

            /** Properties of a Kline. */
            interface $Properties {

                /** Kline symbol */
                symbol?: (string|null);

                /** Kline interval */
                interval?: (string|null);

                /** Kline openTime */
                openTime?: (number|null);

                /** Kline closeTime */
                closeTime?: (number|null);

                /** Kline open */
                open?: (string|null);

                /** Kline high */
                high?: (string|null);

                /** Kline low */
                low?: (string|null);

                /** Kline close */
                close?: (string|null);

                /** Kline volume */
                volume?: (string|null);

                /** Kline quoteVolume */
                quoteVolume?: (string|null);

                /** Kline closed */
                closed?: (boolean|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Kline. */
            type $Shape = desk.stream.Kline.$Properties;
        }

        /**
         * Properties of an OrderUpdate.
         * @deprecated Use desk.stream.OrderUpdate.$Properties instead.
         */
        interface IOrderUpdate extends desk.stream.OrderUpdate.$Properties {
        }

        /** Represents an OrderUpdate. */
        class OrderUpdate {

            /**
             * Constructs a new OrderUpdate.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.OrderUpdate.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** OrderUpdate seq. */
            seq: number;

            /** OrderUpdate accountId. */
            accountId: number;

            /** OrderUpdate subaccountId. */
            subaccountId: number;

            /** OrderUpdate order. */
            order?: (desk.orders.OrderData.$Properties|null);

            /** OrderUpdate serverTime. */
            serverTime: number;

            /**
             * Creates a new OrderUpdate instance using the specified properties.
             * @param [properties] Properties to set
             * @returns OrderUpdate instance
             */
            static create(properties: desk.stream.OrderUpdate.$Shape): desk.stream.OrderUpdate & desk.stream.OrderUpdate.$Shape;
            static create(properties?: desk.stream.OrderUpdate.$Properties): desk.stream.OrderUpdate;

            /**
             * Encodes the specified OrderUpdate message. Does not implicitly {@link desk.stream.OrderUpdate.verify|verify} messages.
             * @param m OrderUpdate message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.OrderUpdate.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified OrderUpdate message, length delimited. Does not implicitly {@link desk.stream.OrderUpdate.verify|verify} messages.
             * @param message OrderUpdate message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.OrderUpdate.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an OrderUpdate message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.OrderUpdate & desk.stream.OrderUpdate.$Shape} OrderUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.OrderUpdate & desk.stream.OrderUpdate.$Shape;

            /**
             * Decodes an OrderUpdate message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.OrderUpdate & desk.stream.OrderUpdate.$Shape} OrderUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.OrderUpdate & desk.stream.OrderUpdate.$Shape;

            /**
             * Verifies an OrderUpdate message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an OrderUpdate message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns OrderUpdate
             */
            static fromObject(d: { [k: string]: any }): desk.stream.OrderUpdate;

            /**
             * Creates a plain object from an OrderUpdate message. Also converts values to other types if specified.
             * @param m OrderUpdate
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.OrderUpdate, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this OrderUpdate to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for OrderUpdate
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace OrderUpdate {

            /** Properties of an OrderUpdate. */
            interface $Properties {

                /** OrderUpdate seq */
                seq?: (number|null);

                /** OrderUpdate accountId */
                accountId?: (number|null);

                /** OrderUpdate subaccountId */
                subaccountId?: (number|null);

                /** OrderUpdate order */
                order?: (desk.orders.OrderData.$Properties|null);

                /** OrderUpdate serverTime */
                serverTime?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an OrderUpdate. */
            type $Shape = desk.stream.OrderUpdate.$Properties;
        }

        /**
         * Properties of a FillUpdate.
         * @deprecated Use desk.stream.FillUpdate.$Properties instead.
         */
        interface IFillUpdate extends desk.stream.FillUpdate.$Properties {
        }

        /** Represents a FillUpdate. */
        class FillUpdate {

            /**
             * Constructs a new FillUpdate.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.FillUpdate.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** FillUpdate seq. */
            seq: number;

            /** FillUpdate accountId. */
            accountId: number;

            /** FillUpdate subaccountId. */
            subaccountId: number;

            /** FillUpdate fillId. */
            fillId: string;

            /** FillUpdate orderId. */
            orderId: string;

            /** FillUpdate clientOrderId. */
            clientOrderId: string;

            /** FillUpdate symbol. */
            symbol: string;

            /** FillUpdate side. */
            side: string;

            /** FillUpdate price. */
            price: string;

            /** FillUpdate quantity. */
            quantity: string;

            /** FillUpdate fee. */
            fee: string;

            /** FillUpdate feeToken. */
            feeToken: string;

            /** FillUpdate liquidity. */
            liquidity: string;

            /** FillUpdate realizedPnl. */
            realizedPnl: string;

            /** FillUpdate fillTime. */
            fillTime: number;

            /** FillUpdate liquidation. */
            liquidation: boolean;

            /**
             * Creates a new FillUpdate instance using the specified properties.
             * @param [properties] Properties to set
             * @returns FillUpdate instance
             */
            static create(properties: desk.stream.FillUpdate.$Shape): desk.stream.FillUpdate & desk.stream.FillUpdate.$Shape;
            static create(properties?: desk.stream.FillUpdate.$Properties): desk.stream.FillUpdate;

            /**
             * Encodes the specified FillUpdate message. Does not implicitly {@link desk.stream.FillUpdate.verify|verify} messages.
             * @param m FillUpdate message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.FillUpdate.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified FillUpdate message, length delimited. Does not implicitly {@link desk.stream.FillUpdate.verify|verify} messages.
             * @param message FillUpdate message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.FillUpdate.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a FillUpdate message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.FillUpdate & desk.stream.FillUpdate.$Shape} FillUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.FillUpdate & desk.stream.FillUpdate.$Shape;

            /**
             * Decodes a FillUpdate message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.FillUpdate & desk.stream.FillUpdate.$Shape} FillUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.FillUpdate & desk.stream.FillUpdate.$Shape;

            /**
             * Verifies a FillUpdate message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a FillUpdate message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns FillUpdate
             */
            static fromObject(d: { [k: string]: any }): desk.stream.FillUpdate;

            /**
             * Creates a plain object from a FillUpdate message. Also converts values to other types if specified.
             * @param m FillUpdate
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.FillUpdate, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this FillUpdate to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for FillUpdate
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace FillUpdate {

            /** Properties of a FillUpdate. */
            interface $Properties {

                /** FillUpdate seq */
                seq?: (number|null);

                /** FillUpdate accountId */
                accountId?: (number|null);

                /** FillUpdate subaccountId */
                subaccountId?: (number|null);

                /** FillUpdate fillId */
                fillId?: (string|null);

                /** FillUpdate orderId */
                orderId?: (string|null);

                /** FillUpdate clientOrderId */
                clientOrderId?: (string|null);

                /** FillUpdate symbol */
                symbol?: (string|null);

                /** FillUpdate side */
                side?: (string|null);

                /** FillUpdate price */
                price?: (string|null);

                /** FillUpdate quantity */
                quantity?: (string|null);

                /** FillUpdate fee */
                fee?: (string|null);

                /** FillUpdate feeToken */
                feeToken?: (string|null);

                /** FillUpdate liquidity */
                liquidity?: (string|null);

                /** FillUpdate realizedPnl */
                realizedPnl?: (string|null);

                /** FillUpdate fillTime */
                fillTime?: (number|null);

                /** FillUpdate liquidation */
                liquidation?: (boolean|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a FillUpdate. */
            type $Shape = desk.stream.FillUpdate.$Properties;
        }

        /**
         * Properties of a BalanceUpdate.
         * @deprecated Use desk.stream.BalanceUpdate.$Properties instead.
         */
        interface IBalanceUpdate extends desk.stream.BalanceUpdate.$Properties {
        }

        /** Represents a BalanceUpdate. */
        class BalanceUpdate {

            /**
             * Constructs a new BalanceUpdate.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.BalanceUpdate.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** BalanceUpdate seq. */
            seq: number;

            /** BalanceUpdate accountId. */
            accountId: number;

            /** BalanceUpdate subaccountId. */
            subaccountId: number;

            /** BalanceUpdate token. */
            token: string;

            /** BalanceUpdate total. */
            total: string;

            /** BalanceUpdate available. */
            available: string;

            /** BalanceUpdate locked. */
            locked: string;

            /** BalanceUpdate serverTime. */
            serverTime: number;

            /**
             * Creates a new BalanceUpdate instance using the specified properties.
             * @param [properties] Properties to set
             * @returns BalanceUpdate instance
             */
            static create(properties: desk.stream.BalanceUpdate.$Shape): desk.stream.BalanceUpdate & desk.stream.BalanceUpdate.$Shape;
            static create(properties?: desk.stream.BalanceUpdate.$Properties): desk.stream.BalanceUpdate;

            /**
             * Encodes the specified BalanceUpdate message. Does not implicitly {@link desk.stream.BalanceUpdate.verify|verify} messages.
             * @param m BalanceUpdate message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.BalanceUpdate.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified BalanceUpdate message, length delimited. Does not implicitly {@link desk.stream.BalanceUpdate.verify|verify} messages.
             * @param message BalanceUpdate message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.BalanceUpdate.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a BalanceUpdate message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.BalanceUpdate & desk.stream.BalanceUpdate.$Shape} BalanceUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.BalanceUpdate & desk.stream.BalanceUpdate.$Shape;

            /**
             * Decodes a BalanceUpdate message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.BalanceUpdate & desk.stream.BalanceUpdate.$Shape} BalanceUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.BalanceUpdate & desk.stream.BalanceUpdate.$Shape;

            /**
             * Verifies a BalanceUpdate message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a BalanceUpdate message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns BalanceUpdate
             */
            static fromObject(d: { [k: string]: any }): desk.stream.BalanceUpdate;

            /**
             * Creates a plain object from a BalanceUpdate message. Also converts values to other types if specified.
             * @param m BalanceUpdate
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.BalanceUpdate, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this BalanceUpdate to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for BalanceUpdate
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace BalanceUpdate {

            /** Properties of a BalanceUpdate. */
            interface $Properties {

                /** BalanceUpdate seq */
                seq?: (number|null);

                /** BalanceUpdate accountId */
                accountId?: (number|null);

                /** BalanceUpdate subaccountId */
                subaccountId?: (number|null);

                /** BalanceUpdate token */
                token?: (string|null);

                /** BalanceUpdate total */
                total?: (string|null);

                /** BalanceUpdate available */
                available?: (string|null);

                /** BalanceUpdate locked */
                locked?: (string|null);

                /** BalanceUpdate serverTime */
                serverTime?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a BalanceUpdate. */
            type $Shape = desk.stream.BalanceUpdate.$Properties;
        }

        /**
         * Properties of a PositionUpdate.
         * @deprecated Use desk.stream.PositionUpdate.$Properties instead.
         */
        interface IPositionUpdate extends desk.stream.PositionUpdate.$Properties {
        }

        /** Represents a PositionUpdate. */
        class PositionUpdate {

            /**
             * Constructs a new PositionUpdate.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.PositionUpdate.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** PositionUpdate seq. */
            seq: number;

            /** PositionUpdate accountId. */
            accountId: number;

            /** PositionUpdate subaccountId. */
            subaccountId: number;

            /** PositionUpdate symbol. */
            symbol: string;

            /** PositionUpdate side. */
            side: string;

            /** PositionUpdate size. */
            size: string;

            /** PositionUpdate entryPrice. */
            entryPrice: string;

            /** PositionUpdate markPrice. */
            markPrice: string;

            /** PositionUpdate unrealisedPnl. */
            unrealisedPnl: string;

            /** PositionUpdate margin. */
            margin: string;

            /** PositionUpdate liquidationPrice. */
            liquidationPrice: string;

            /** PositionUpdate leverage. */
            leverage: string;

            /** PositionUpdate marginMode. */
            marginMode: string;

            /** PositionUpdate positionSide. */
            positionSide: string;

            /** PositionUpdate realizedPnl. */
            realizedPnl: string;

            /** PositionUpdate serverTime. */
            serverTime: number;

            /**
             * Creates a new PositionUpdate instance using the specified properties.
             * @param [properties] Properties to set
             * @returns PositionUpdate instance
             */
            static create(properties: desk.stream.PositionUpdate.$Shape): desk.stream.PositionUpdate & desk.stream.PositionUpdate.$Shape;
            static create(properties?: desk.stream.PositionUpdate.$Properties): desk.stream.PositionUpdate;

            /**
             * Encodes the specified PositionUpdate message. Does not implicitly {@link desk.stream.PositionUpdate.verify|verify} messages.
             * @param m PositionUpdate message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.PositionUpdate.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified PositionUpdate message, length delimited. Does not implicitly {@link desk.stream.PositionUpdate.verify|verify} messages.
             * @param message PositionUpdate message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.PositionUpdate.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a PositionUpdate message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.PositionUpdate & desk.stream.PositionUpdate.$Shape} PositionUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.PositionUpdate & desk.stream.PositionUpdate.$Shape;

            /**
             * Decodes a PositionUpdate message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.PositionUpdate & desk.stream.PositionUpdate.$Shape} PositionUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.PositionUpdate & desk.stream.PositionUpdate.$Shape;

            /**
             * Verifies a PositionUpdate message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a PositionUpdate message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns PositionUpdate
             */
            static fromObject(d: { [k: string]: any }): desk.stream.PositionUpdate;

            /**
             * Creates a plain object from a PositionUpdate message. Also converts values to other types if specified.
             * @param m PositionUpdate
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.PositionUpdate, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this PositionUpdate to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for PositionUpdate
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace PositionUpdate {

            /** Properties of a PositionUpdate. */
            interface $Properties {

                /** PositionUpdate seq */
                seq?: (number|null);

                /** PositionUpdate accountId */
                accountId?: (number|null);

                /** PositionUpdate subaccountId */
                subaccountId?: (number|null);

                /** PositionUpdate symbol */
                symbol?: (string|null);

                /** PositionUpdate side */
                side?: (string|null);

                /** PositionUpdate size */
                size?: (string|null);

                /** PositionUpdate entryPrice */
                entryPrice?: (string|null);

                /** PositionUpdate markPrice */
                markPrice?: (string|null);

                /** PositionUpdate unrealisedPnl */
                unrealisedPnl?: (string|null);

                /** PositionUpdate margin */
                margin?: (string|null);

                /** PositionUpdate liquidationPrice */
                liquidationPrice?: (string|null);

                /** PositionUpdate leverage */
                leverage?: (string|null);

                /** PositionUpdate marginMode */
                marginMode?: (string|null);

                /** PositionUpdate positionSide */
                positionSide?: (string|null);

                /** PositionUpdate realizedPnl */
                realizedPnl?: (string|null);

                /** PositionUpdate serverTime */
                serverTime?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a PositionUpdate. */
            type $Shape = desk.stream.PositionUpdate.$Properties;
        }

        /**
         * Properties of a RiskUpdate.
         * @deprecated Use desk.stream.RiskUpdate.$Properties instead.
         */
        interface IRiskUpdate extends desk.stream.RiskUpdate.$Properties {
        }

        /** Represents a RiskUpdate. */
        class RiskUpdate {

            /**
             * Constructs a new RiskUpdate.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.RiskUpdate.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** RiskUpdate seq. */
            seq: number;

            /** RiskUpdate accountId. */
            accountId: number;

            /** RiskUpdate subaccountId. */
            subaccountId: number;

            /** RiskUpdate collateralToken. */
            collateralToken: string;

            /** RiskUpdate riskMeter. */
            riskMeter: string;

            /** RiskUpdate marginRatio. */
            marginRatio: string;

            /** RiskUpdate maintenanceMargin. */
            maintenanceMargin: string;

            /** RiskUpdate marginBalance. */
            marginBalance: string;

            /** RiskUpdate unrealisedPnl. */
            unrealisedPnl: string;

            /** RiskUpdate maxWithdraw. */
            maxWithdraw: string;

            /** RiskUpdate totalEquity. */
            totalEquity: string;

            /** RiskUpdate initialMargin. */
            initialMargin: string;

            /** RiskUpdate adjustedEquity. */
            adjustedEquity: string;

            /** RiskUpdate positionValue. */
            positionValue: string;

            /** RiskUpdate frozenEquity. */
            frozenEquity: string;

            /** RiskUpdate leverage. */
            leverage: string;

            /** RiskUpdate serverTime. */
            serverTime: number;

            /**
             * Creates a new RiskUpdate instance using the specified properties.
             * @param [properties] Properties to set
             * @returns RiskUpdate instance
             */
            static create(properties: desk.stream.RiskUpdate.$Shape): desk.stream.RiskUpdate & desk.stream.RiskUpdate.$Shape;
            static create(properties?: desk.stream.RiskUpdate.$Properties): desk.stream.RiskUpdate;

            /**
             * Encodes the specified RiskUpdate message. Does not implicitly {@link desk.stream.RiskUpdate.verify|verify} messages.
             * @param m RiskUpdate message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.RiskUpdate.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified RiskUpdate message, length delimited. Does not implicitly {@link desk.stream.RiskUpdate.verify|verify} messages.
             * @param message RiskUpdate message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.RiskUpdate.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a RiskUpdate message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.RiskUpdate & desk.stream.RiskUpdate.$Shape} RiskUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.RiskUpdate & desk.stream.RiskUpdate.$Shape;

            /**
             * Decodes a RiskUpdate message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.RiskUpdate & desk.stream.RiskUpdate.$Shape} RiskUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.RiskUpdate & desk.stream.RiskUpdate.$Shape;

            /**
             * Verifies a RiskUpdate message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a RiskUpdate message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns RiskUpdate
             */
            static fromObject(d: { [k: string]: any }): desk.stream.RiskUpdate;

            /**
             * Creates a plain object from a RiskUpdate message. Also converts values to other types if specified.
             * @param m RiskUpdate
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.RiskUpdate, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this RiskUpdate to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for RiskUpdate
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace RiskUpdate {

            /** Properties of a RiskUpdate. */
            interface $Properties {

                /** RiskUpdate seq */
                seq?: (number|null);

                /** RiskUpdate accountId */
                accountId?: (number|null);

                /** RiskUpdate subaccountId */
                subaccountId?: (number|null);

                /** RiskUpdate collateralToken */
                collateralToken?: (string|null);

                /** RiskUpdate riskMeter */
                riskMeter?: (string|null);

                /** RiskUpdate marginRatio */
                marginRatio?: (string|null);

                /** RiskUpdate maintenanceMargin */
                maintenanceMargin?: (string|null);

                /** RiskUpdate marginBalance */
                marginBalance?: (string|null);

                /** RiskUpdate unrealisedPnl */
                unrealisedPnl?: (string|null);

                /** RiskUpdate maxWithdraw */
                maxWithdraw?: (string|null);

                /** RiskUpdate totalEquity */
                totalEquity?: (string|null);

                /** RiskUpdate initialMargin */
                initialMargin?: (string|null);

                /** RiskUpdate adjustedEquity */
                adjustedEquity?: (string|null);

                /** RiskUpdate positionValue */
                positionValue?: (string|null);

                /** RiskUpdate frozenEquity */
                frozenEquity?: (string|null);

                /** RiskUpdate leverage */
                leverage?: (string|null);

                /** RiskUpdate serverTime */
                serverTime?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a RiskUpdate. */
            type $Shape = desk.stream.RiskUpdate.$Properties;
        }

        /**
         * Properties of a QuoteTier.
         * @deprecated Use desk.stream.QuoteTier.$Properties instead.
         */
        interface IQuoteTier extends desk.stream.QuoteTier.$Properties {
        }

        /** Represents a QuoteTier. */
        class QuoteTier {

            /**
             * Constructs a new QuoteTier.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.QuoteTier.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** QuoteTier quantity. */
            quantity: string;

            /** QuoteTier bid. */
            bid: string;

            /** QuoteTier ask. */
            ask: string;

            /**
             * Creates a new QuoteTier instance using the specified properties.
             * @param [properties] Properties to set
             * @returns QuoteTier instance
             */
            static create(properties: desk.stream.QuoteTier.$Shape): desk.stream.QuoteTier & desk.stream.QuoteTier.$Shape;
            static create(properties?: desk.stream.QuoteTier.$Properties): desk.stream.QuoteTier;

            /**
             * Encodes the specified QuoteTier message. Does not implicitly {@link desk.stream.QuoteTier.verify|verify} messages.
             * @param m QuoteTier message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.QuoteTier.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified QuoteTier message, length delimited. Does not implicitly {@link desk.stream.QuoteTier.verify|verify} messages.
             * @param message QuoteTier message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.QuoteTier.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a QuoteTier message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.QuoteTier & desk.stream.QuoteTier.$Shape} QuoteTier
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.QuoteTier & desk.stream.QuoteTier.$Shape;

            /**
             * Decodes a QuoteTier message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.QuoteTier & desk.stream.QuoteTier.$Shape} QuoteTier
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.QuoteTier & desk.stream.QuoteTier.$Shape;

            /**
             * Verifies a QuoteTier message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a QuoteTier message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns QuoteTier
             */
            static fromObject(d: { [k: string]: any }): desk.stream.QuoteTier;

            /**
             * Creates a plain object from a QuoteTier message. Also converts values to other types if specified.
             * @param m QuoteTier
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.QuoteTier, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this QuoteTier to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for QuoteTier
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace QuoteTier {

            /** Properties of a QuoteTier. */
            interface $Properties {

                /** QuoteTier quantity */
                quantity?: (string|null);

                /** QuoteTier bid */
                bid?: (string|null);

                /** QuoteTier ask */
                ask?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a QuoteTier. */
            type $Shape = desk.stream.QuoteTier.$Properties;
        }

        /**
         * Properties of a QuoteLadder.
         * @deprecated Use desk.stream.QuoteLadder.$Properties instead.
         */
        interface IQuoteLadder extends desk.stream.QuoteLadder.$Properties {
        }

        /** Represents a QuoteLadder. */
        class QuoteLadder {

            /**
             * Constructs a new QuoteLadder.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.QuoteLadder.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** QuoteLadder symbol. */
            symbol: string;

            /** QuoteLadder seq. */
            seq: number;

            /** QuoteLadder serverTime. */
            serverTime: number;

            /** QuoteLadder tiers. */
            tiers: desk.stream.QuoteTier.$Properties[];

            /** QuoteLadder validUntil. */
            validUntil: number;

            /** QuoteLadder quoteCurrency. */
            quoteCurrency: string;

            /**
             * Creates a new QuoteLadder instance using the specified properties.
             * @param [properties] Properties to set
             * @returns QuoteLadder instance
             */
            static create(properties: desk.stream.QuoteLadder.$Shape): desk.stream.QuoteLadder & desk.stream.QuoteLadder.$Shape;
            static create(properties?: desk.stream.QuoteLadder.$Properties): desk.stream.QuoteLadder;

            /**
             * Encodes the specified QuoteLadder message. Does not implicitly {@link desk.stream.QuoteLadder.verify|verify} messages.
             * @param m QuoteLadder message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.QuoteLadder.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified QuoteLadder message, length delimited. Does not implicitly {@link desk.stream.QuoteLadder.verify|verify} messages.
             * @param message QuoteLadder message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.QuoteLadder.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a QuoteLadder message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.QuoteLadder & desk.stream.QuoteLadder.$Shape} QuoteLadder
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.QuoteLadder & desk.stream.QuoteLadder.$Shape;

            /**
             * Decodes a QuoteLadder message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.QuoteLadder & desk.stream.QuoteLadder.$Shape} QuoteLadder
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.QuoteLadder & desk.stream.QuoteLadder.$Shape;

            /**
             * Verifies a QuoteLadder message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a QuoteLadder message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns QuoteLadder
             */
            static fromObject(d: { [k: string]: any }): desk.stream.QuoteLadder;

            /**
             * Creates a plain object from a QuoteLadder message. Also converts values to other types if specified.
             * @param m QuoteLadder
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.QuoteLadder, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this QuoteLadder to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for QuoteLadder
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace QuoteLadder {

            /** Properties of a QuoteLadder. */
            interface $Properties {

                /** QuoteLadder symbol */
                symbol?: (string|null);

                /** QuoteLadder seq */
                seq?: (number|null);

                /** QuoteLadder serverTime */
                serverTime?: (number|null);

                /** QuoteLadder tiers */
                tiers?: (desk.stream.QuoteTier.$Properties[]|null);

                /** QuoteLadder validUntil */
                validUntil?: (number|null);

                /** QuoteLadder quoteCurrency */
                quoteCurrency?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a QuoteLadder. */
            type $Shape = desk.stream.QuoteLadder.$Properties;
        }

        /**
         * Properties of an ApprovalUpdate.
         * @deprecated Use desk.stream.ApprovalUpdate.$Properties instead.
         */
        interface IApprovalUpdate extends desk.stream.ApprovalUpdate.$Properties {
        }

        /** Represents an ApprovalUpdate. */
        class ApprovalUpdate {

            /**
             * Constructs a new ApprovalUpdate.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.ApprovalUpdate.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** ApprovalUpdate requestId. */
            requestId: string;

            /** ApprovalUpdate kind. */
            kind: string;

            /** ApprovalUpdate status. */
            status: string;

            /** ApprovalUpdate approvals. */
            approvals: number;

            /** ApprovalUpdate minApprovers. */
            minApprovers: number;

            /** ApprovalUpdate seq. */
            seq: number;

            /**
             * Creates a new ApprovalUpdate instance using the specified properties.
             * @param [properties] Properties to set
             * @returns ApprovalUpdate instance
             */
            static create(properties: desk.stream.ApprovalUpdate.$Shape): desk.stream.ApprovalUpdate & desk.stream.ApprovalUpdate.$Shape;
            static create(properties?: desk.stream.ApprovalUpdate.$Properties): desk.stream.ApprovalUpdate;

            /**
             * Encodes the specified ApprovalUpdate message. Does not implicitly {@link desk.stream.ApprovalUpdate.verify|verify} messages.
             * @param m ApprovalUpdate message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.ApprovalUpdate.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified ApprovalUpdate message, length delimited. Does not implicitly {@link desk.stream.ApprovalUpdate.verify|verify} messages.
             * @param message ApprovalUpdate message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.ApprovalUpdate.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an ApprovalUpdate message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.ApprovalUpdate & desk.stream.ApprovalUpdate.$Shape} ApprovalUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.ApprovalUpdate & desk.stream.ApprovalUpdate.$Shape;

            /**
             * Decodes an ApprovalUpdate message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.ApprovalUpdate & desk.stream.ApprovalUpdate.$Shape} ApprovalUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.ApprovalUpdate & desk.stream.ApprovalUpdate.$Shape;

            /**
             * Verifies an ApprovalUpdate message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates an ApprovalUpdate message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns ApprovalUpdate
             */
            static fromObject(d: { [k: string]: any }): desk.stream.ApprovalUpdate;

            /**
             * Creates a plain object from an ApprovalUpdate message. Also converts values to other types if specified.
             * @param m ApprovalUpdate
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.ApprovalUpdate, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this ApprovalUpdate to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for ApprovalUpdate
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace ApprovalUpdate {

            /** Properties of an ApprovalUpdate. */
            interface $Properties {

                /** ApprovalUpdate requestId */
                requestId?: (string|null);

                /** ApprovalUpdate kind */
                kind?: (string|null);

                /** ApprovalUpdate status */
                status?: (string|null);

                /** ApprovalUpdate approvals */
                approvals?: (number|null);

                /** ApprovalUpdate minApprovers */
                minApprovers?: (number|null);

                /** ApprovalUpdate seq */
                seq?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an ApprovalUpdate. */
            type $Shape = desk.stream.ApprovalUpdate.$Properties;
        }

        /**
         * Properties of a PermissionsChanged.
         * @deprecated Use desk.stream.PermissionsChanged.$Properties instead.
         */
        interface IPermissionsChanged extends desk.stream.PermissionsChanged.$Properties {
        }

        /** Represents a PermissionsChanged. */
        class PermissionsChanged {

            /**
             * Constructs a new PermissionsChanged.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.PermissionsChanged.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** PermissionsChanged userId. */
            userId: number;

            /** PermissionsChanged seq. */
            seq: number;

            /**
             * Creates a new PermissionsChanged instance using the specified properties.
             * @param [properties] Properties to set
             * @returns PermissionsChanged instance
             */
            static create(properties: desk.stream.PermissionsChanged.$Shape): desk.stream.PermissionsChanged & desk.stream.PermissionsChanged.$Shape;
            static create(properties?: desk.stream.PermissionsChanged.$Properties): desk.stream.PermissionsChanged;

            /**
             * Encodes the specified PermissionsChanged message. Does not implicitly {@link desk.stream.PermissionsChanged.verify|verify} messages.
             * @param m PermissionsChanged message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.PermissionsChanged.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified PermissionsChanged message, length delimited. Does not implicitly {@link desk.stream.PermissionsChanged.verify|verify} messages.
             * @param message PermissionsChanged message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.PermissionsChanged.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a PermissionsChanged message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.PermissionsChanged & desk.stream.PermissionsChanged.$Shape} PermissionsChanged
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.PermissionsChanged & desk.stream.PermissionsChanged.$Shape;

            /**
             * Decodes a PermissionsChanged message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.PermissionsChanged & desk.stream.PermissionsChanged.$Shape} PermissionsChanged
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.PermissionsChanged & desk.stream.PermissionsChanged.$Shape;

            /**
             * Verifies a PermissionsChanged message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a PermissionsChanged message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns PermissionsChanged
             */
            static fromObject(d: { [k: string]: any }): desk.stream.PermissionsChanged;

            /**
             * Creates a plain object from a PermissionsChanged message. Also converts values to other types if specified.
             * @param m PermissionsChanged
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.PermissionsChanged, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this PermissionsChanged to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for PermissionsChanged
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace PermissionsChanged {

            /** Properties of a PermissionsChanged. */
            interface $Properties {

                /** PermissionsChanged userId */
                userId?: (number|null);

                /** PermissionsChanged seq */
                seq?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a PermissionsChanged. */
            type $Shape = desk.stream.PermissionsChanged.$Properties;
        }

        /**
         * Properties of a ReportJobUpdate.
         * @deprecated Use desk.stream.ReportJobUpdate.$Properties instead.
         */
        interface IReportJobUpdate extends desk.stream.ReportJobUpdate.$Properties {
        }

        /** Represents a ReportJobUpdate. */
        class ReportJobUpdate {

            /**
             * Constructs a new ReportJobUpdate.
             * @param [p] Properties to set
             */
            constructor(p?: desk.stream.ReportJobUpdate.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** ReportJobUpdate jobId. */
            jobId: number;

            /** ReportJobUpdate status. */
            status: string;

            /** ReportJobUpdate progress. */
            progress: number;

            /** ReportJobUpdate seq. */
            seq: number;

            /**
             * Creates a new ReportJobUpdate instance using the specified properties.
             * @param [properties] Properties to set
             * @returns ReportJobUpdate instance
             */
            static create(properties: desk.stream.ReportJobUpdate.$Shape): desk.stream.ReportJobUpdate & desk.stream.ReportJobUpdate.$Shape;
            static create(properties?: desk.stream.ReportJobUpdate.$Properties): desk.stream.ReportJobUpdate;

            /**
             * Encodes the specified ReportJobUpdate message. Does not implicitly {@link desk.stream.ReportJobUpdate.verify|verify} messages.
             * @param m ReportJobUpdate message or plain object to encode
             * @param [w] Writer to encode to
             * @returns Writer
             */
            static encode(m: desk.stream.ReportJobUpdate.$Properties, w?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Encodes the specified ReportJobUpdate message, length delimited. Does not implicitly {@link desk.stream.ReportJobUpdate.verify|verify} messages.
             * @param message ReportJobUpdate message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encodeDelimited(message: desk.stream.ReportJobUpdate.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a ReportJobUpdate message from the specified reader or buffer.
             * @param r Reader or buffer to decode from
             * @param [l] Message length if known beforehand
             * @returns {desk.stream.ReportJobUpdate & desk.stream.ReportJobUpdate.$Shape} ReportJobUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(r: ($protobuf.Reader|Uint8Array), l?: number): desk.stream.ReportJobUpdate & desk.stream.ReportJobUpdate.$Shape;

            /**
             * Decodes a ReportJobUpdate message from the specified reader or buffer, length delimited.
             * @param reader Reader or buffer to decode from
             * @returns {desk.stream.ReportJobUpdate & desk.stream.ReportJobUpdate.$Shape} ReportJobUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): desk.stream.ReportJobUpdate & desk.stream.ReportJobUpdate.$Shape;

            /**
             * Verifies a ReportJobUpdate message.
             * @param m Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(m: { [k: string]: any }): (string|null);

            /**
             * Creates a ReportJobUpdate message from a plain object. Also converts values to their respective internal types.
             * @param d Plain object
             * @returns ReportJobUpdate
             */
            static fromObject(d: { [k: string]: any }): desk.stream.ReportJobUpdate;

            /**
             * Creates a plain object from a ReportJobUpdate message. Also converts values to other types if specified.
             * @param m ReportJobUpdate
             * @param [o] Conversion options
             * @returns Plain object
             */
            static toObject(m: desk.stream.ReportJobUpdate, o?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this ReportJobUpdate to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };

            /**
             * Gets the type url for ReportJobUpdate
             * @param [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns The type url
             */
            static getTypeUrl(prefix?: string): string;
        }

        namespace ReportJobUpdate {

            /** Properties of a ReportJobUpdate. */
            interface $Properties {

                /** ReportJobUpdate jobId */
                jobId?: (number|null);

                /** ReportJobUpdate status */
                status?: (string|null);

                /** ReportJobUpdate progress */
                progress?: (number|null);

                /** ReportJobUpdate seq */
                seq?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a ReportJobUpdate. */
            type $Shape = desk.stream.ReportJobUpdate.$Properties;
        }
    }
}
