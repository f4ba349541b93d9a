/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $Number = $util.global.Number, $parseInt = $util.global.parseInt, $String = $util.global.String, $BigInt = $util.global.BigInt, $Boolean = $util.global.Boolean, $Array = $util.global.Array;

// Exported root namespace
const $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

export const desk = $root.desk = (() => {

    /**
     * Namespace desk.
     * @exports desk
     * @namespace
     */
    const desk = {};

    desk.orders = (function() {

        /**
         * Namespace orders.
         * @memberof desk
         * @namespace
         */
        const orders = {};

        /**
         * Side enum.
         * @name desk.orders.Side
         * @enum {number}
         * @property {number} SIDE_UNSPECIFIED=0 SIDE_UNSPECIFIED value
         * @property {number} BUY=1 BUY value
         * @property {number} SELL=2 SELL value
         */
        orders.Side = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "SIDE_UNSPECIFIED"] = 0;
            values[valuesById[1] = "BUY"] = 1;
            values[valuesById[2] = "SELL"] = 2;
            return values;
        })();

        /**
         * OrderType enum.
         * @name desk.orders.OrderType
         * @enum {number}
         * @property {number} ORDER_TYPE_UNSPECIFIED=0 ORDER_TYPE_UNSPECIFIED value
         * @property {number} LIMIT=1 LIMIT value
         * @property {number} MARKET=2 MARKET value
         * @property {number} STOP_LOSS=3 STOP_LOSS value
         * @property {number} STOP_LOSS_LIMIT=4 STOP_LOSS_LIMIT value
         * @property {number} TAKE_PROFIT=5 TAKE_PROFIT value
         * @property {number} TAKE_PROFIT_LIMIT=6 TAKE_PROFIT_LIMIT value
         * @property {number} LIMIT_MAKER=7 LIMIT_MAKER value
         * @property {number} STOP=8 STOP value
         * @property {number} STOP_MARKET=9 STOP_MARKET value
         * @property {number} TAKE_PROFIT_MARKET=10 TAKE_PROFIT_MARKET value
         * @property {number} TRAILING_STOP_MARKET=11 TRAILING_STOP_MARKET value
         * @property {number} STOP_LIMIT=12 STOP_LIMIT value
         * @property {number} TWAP=13 TWAP value
         */
        orders.OrderType = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "ORDER_TYPE_UNSPECIFIED"] = 0;
            values[valuesById[1] = "LIMIT"] = 1;
            values[valuesById[2] = "MARKET"] = 2;
            values[valuesById[3] = "STOP_LOSS"] = 3;
            values[valuesById[4] = "STOP_LOSS_LIMIT"] = 4;
            values[valuesById[5] = "TAKE_PROFIT"] = 5;
            values[valuesById[6] = "TAKE_PROFIT_LIMIT"] = 6;
            values[valuesById[7] = "LIMIT_MAKER"] = 7;
            values[valuesById[8] = "STOP"] = 8;
            values[valuesById[9] = "STOP_MARKET"] = 9;
            values[valuesById[10] = "TAKE_PROFIT_MARKET"] = 10;
            values[valuesById[11] = "TRAILING_STOP_MARKET"] = 11;
            values[valuesById[12] = "STOP_LIMIT"] = 12;
            values[valuesById[13] = "TWAP"] = 13;
            return values;
        })();

        /**
         * TimeInForce enum.
         * @name desk.orders.TimeInForce
         * @enum {number}
         * @property {number} NONE=0 NONE value
         * @property {number} GTC=1 GTC value
         * @property {number} IOC=2 IOC value
         * @property {number} FOK=3 FOK value
         * @property {number} GTX=4 GTX value
         */
        orders.TimeInForce = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "NONE"] = 0;
            values[valuesById[1] = "GTC"] = 1;
            values[valuesById[2] = "IOC"] = 2;
            values[valuesById[3] = "FOK"] = 3;
            values[valuesById[4] = "GTX"] = 4;
            return values;
        })();

        /**
         * PositionSide enum.
         * @name desk.orders.PositionSide
         * @enum {number}
         * @property {number} BOTH=0 BOTH value
         * @property {number} LONG=1 LONG value
         * @property {number} SHORT=2 SHORT value
         */
        orders.PositionSide = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "BOTH"] = 0;
            values[valuesById[1] = "LONG"] = 1;
            values[valuesById[2] = "SHORT"] = 2;
            return values;
        })();

        /**
         * HedgeVenue enum.
         * @name desk.orders.HedgeVenue
         * @enum {number}
         * @property {number} EDGE=0 EDGE value
         * @property {number} CUSTODY=1 CUSTODY value
         * @property {number} OTC=2 OTC value
         * @property {number} OFF_EXCHANGE=3 OFF_EXCHANGE value
         */
        orders.HedgeVenue = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "EDGE"] = 0;
            values[valuesById[1] = "CUSTODY"] = 1;
            values[valuesById[2] = "OTC"] = 2;
            values[valuesById[3] = "OFF_EXCHANGE"] = 3;
            return values;
        })();

        orders.HedgeVenueRef = (function() {

            /**
             * Properties of a HedgeVenueRef.
             * @typedef {Object} desk.orders.HedgeVenueRef.$Properties
             * @property {desk.orders.HedgeVenue|null} [accountType] HedgeVenueRef accountType
             * @property {number|Long|null} [accountId] HedgeVenueRef accountId
             * @property {number|Long|null} [subaccountId] HedgeVenueRef subaccountId
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a HedgeVenueRef.
             * @memberof desk.orders
             * @interface IHedgeVenueRef
             * @augments desk.orders.HedgeVenueRef.$Properties
             * @deprecated Use desk.orders.HedgeVenueRef.$Properties instead.
             */

            /**
             * Shape of a HedgeVenueRef.
             * @typedef {desk.orders.HedgeVenueRef.$Properties} desk.orders.HedgeVenueRef.$Shape
             */

            /**
             * Constructs a new HedgeVenueRef.
             * @memberof desk.orders
             * @classdesc Represents a HedgeVenueRef.
             * @constructor
             * @param {desk.orders.HedgeVenueRef.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const HedgeVenueRef = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * HedgeVenueRef accountType.
             * @member {desk.orders.HedgeVenue} accountType
             * @memberof desk.orders.HedgeVenueRef
             * @instance
             */
            HedgeVenueRef.prototype.accountType = 0;

            /**
             * HedgeVenueRef accountId.
             * @member {number|Long} accountId
             * @memberof desk.orders.HedgeVenueRef
             * @instance
             */
            HedgeVenueRef.prototype.accountId = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

            /**
             * HedgeVenueRef subaccountId.
             * @member {number|Long} subaccountId
             * @memberof desk.orders.HedgeVenueRef
             * @instance
             */
            HedgeVenueRef.prototype.subaccountId = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

            /**
             * Creates a new HedgeVenueRef instance using the specified properties.
             * @function create
             * @memberof desk.orders.HedgeVenueRef
             * @static
             * @param {desk.orders.HedgeVenueRef.$Properties=} [properties] Properties to set
             * @returns {desk.orders.HedgeVenueRef} HedgeVenueRef instance
             * @type {{
             *   (properties: desk.orders.HedgeVenueRef.$Shape): desk.orders.HedgeVenueRef & desk.orders.HedgeVenueRef.$Shape;
             *   (properties?: desk.orders.HedgeVenueRef.$Properties): desk.orders.HedgeVenueRef;
             * }}
             */
            HedgeVenueRef.create = function(properties) {
                return new HedgeVenueRef(properties);
            };

            /**
             * Encodes the specified HedgeVenueRef message. Does not implicitly {@link desk.orders.HedgeVenueRef.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.HedgeVenueRef
             * @static
             * @param {desk.orders.HedgeVenueRef.$Properties} m HedgeVenueRef message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            HedgeVenueRef.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.accountType != null && $Object.hasOwnProperty.call(m, "accountType") && m.accountType !== 0)
                    w.uint32(/* id 1, wireType 0 =*/8).int32(m.accountType);
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId") && (typeof m.accountId === "object" ? m.accountId.low || m.accountId.high : m.accountId !== 0))
                    w.uint32(/* id 2, wireType 0 =*/16).int64(m.accountId);
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId") && (typeof m.subaccountId === "object" ? m.subaccountId.low || m.subaccountId.high : m.subaccountId !== 0))
                    w.uint32(/* id 3, wireType 0 =*/24).int64(m.subaccountId);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified HedgeVenueRef message, length delimited. Does not implicitly {@link desk.orders.HedgeVenueRef.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.HedgeVenueRef
             * @static
             * @param {desk.orders.HedgeVenueRef.$Properties} message HedgeVenueRef message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            HedgeVenueRef.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a HedgeVenueRef message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.HedgeVenueRef
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.HedgeVenueRef & desk.orders.HedgeVenueRef.$Shape} HedgeVenueRef
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            HedgeVenueRef.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.HedgeVenueRef();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.accountType = v;
                            else
                                delete m.accountType;
                            continue;
                        }
                    case 2: {
                            if (u !== 0)
                                break;
                            if (typeof (v = r.int64()) === "object" ? v.low || v.high : v !== 0)
                                m.accountId = v;
                            else
                                delete m.accountId;
                            continue;
                        }
                    case 3: {
                            if (u !== 0)
                                break;
                            if (typeof (v = r.int64()) === "object" ? v.low || v.high : v !== 0)
                                m.subaccountId = v;
                            else
                                delete m.subaccountId;
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes a HedgeVenueRef message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.HedgeVenueRef
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.HedgeVenueRef & desk.orders.HedgeVenueRef.$Shape} HedgeVenueRef
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            HedgeVenueRef.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a HedgeVenueRef message.
             * @function verify
             * @memberof desk.orders.HedgeVenueRef
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            HedgeVenueRef.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.accountType != null && $Object.hasOwnProperty.call(m, "accountType")) {
                    if (typeof m.accountType !== "number" || (m.accountType | 0) !== m.accountType)
                        return "accountType: enum value expected";
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    if (!$util.isInteger(m.accountId) && !(m.accountId && $util.isInteger(m.accountId.low) && $util.isInteger(m.accountId.high)))
                        return "accountId: integer|Long expected";
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    if (!$util.isInteger(m.subaccountId) && !(m.subaccountId && $util.isInteger(m.subaccountId.low) && $util.isInteger(m.subaccountId.high)))
                        return "subaccountId: integer|Long expected";
                }
                return null;
            };

            /**
             * Creates a HedgeVenueRef message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.HedgeVenueRef
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.HedgeVenueRef} HedgeVenueRef
             */
            HedgeVenueRef.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.HedgeVenueRef)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.HedgeVenueRef: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.HedgeVenueRef();
                if (d.accountType !== 0 && (typeof d.accountType !== "string" || $root.desk.orders.HedgeVenue[d.accountType] !== 0)) {
                    switch (d.accountType) {
                    case "EDGE":
                    case 0:
                        m.accountType = 0;
                        break;
                    case "CUSTODY":
                    case 1:
                        m.accountType = 1;
                        break;
                    case "OTC":
                    case 2:
                        m.accountType = 2;
                        break;
                    case "OFF_EXCHANGE":
                    case 3:
                        m.accountType = 3;
                        break;
                    default:
                        if (typeof d.accountType === "number" && (d.accountType | 0) === d.accountType)
                            m.accountType = d.accountType;
                    }
                }
                if (d.accountId != null) {
                    if (typeof d.accountId === "object" ? d.accountId.low || d.accountId.high : $Number(d.accountId) !== 0) {
                        if ($util.Long)
                            m.accountId = $util.Long.fromValue(d.accountId, false);
                        else if (typeof d.accountId === "string")
                            m.accountId = $parseInt(d.accountId, 10);
                        else if (typeof d.accountId === "number")
                            m.accountId = d.accountId;
                        else if (typeof d.accountId === "object")
                            m.accountId = new $util.LongBits(d.accountId.low >>> 0, d.accountId.high >>> 0).toNumber();
                    }
                }
                if (d.subaccountId != null) {
                    if (typeof d.subaccountId === "object" ? d.subaccountId.low || d.subaccountId.high : $Number(d.subaccountId) !== 0) {
                        if ($util.Long)
                            m.subaccountId = $util.Long.fromValue(d.subaccountId, false);
                        else if (typeof d.subaccountId === "string")
                            m.subaccountId = $parseInt(d.subaccountId, 10);
                        else if (typeof d.subaccountId === "number")
                            m.subaccountId = d.subaccountId;
                        else if (typeof d.subaccountId === "object")
                            m.subaccountId = new $util.LongBits(d.subaccountId.low >>> 0, d.subaccountId.high >>> 0).toNumber();
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a HedgeVenueRef message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.HedgeVenueRef
             * @static
             * @param {desk.orders.HedgeVenueRef} m HedgeVenueRef
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            HedgeVenueRef.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.accountType = o.enums === $String ? "EDGE" : 0;
                    if ($util.Long) {
                        var n = new $util.Long(0, 0, false);
                        d.accountId = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                    } else
                        d.accountId = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
                    if ($util.Long) {
                        var n = new $util.Long(0, 0, false);
                        d.subaccountId = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                    } else
                        d.subaccountId = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
                }
                if (m.accountType != null && $Object.hasOwnProperty.call(m, "accountType")) {
                    d.accountType = o.enums === $String ? $root.desk.orders.HedgeVenue[m.accountType] === $undefined ? m.accountType : $root.desk.orders.HedgeVenue[m.accountType] : m.accountType;
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                        d.accountId = typeof m.accountId === "number" ? $BigInt(m.accountId) : $util.Long.fromBits(m.accountId.low >>> 0, m.accountId.high >>> 0, false).toBigInt();
                    else if (typeof m.accountId === "number")
                        d.accountId = o.longs === $String ? $String(m.accountId) : m.accountId;
                    else
                        d.accountId = o.longs === $String ? $util.Long.prototype.toString.call(m.accountId) : o.longs === $Number ? new $util.LongBits(m.accountId.low >>> 0, m.accountId.high >>> 0).toNumber() : m.accountId;
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                        d.subaccountId = typeof m.subaccountId === "number" ? $BigInt(m.subaccountId) : $util.Long.fromBits(m.subaccountId.low >>> 0, m.subaccountId.high >>> 0, false).toBigInt();
                    else if (typeof m.subaccountId === "number")
                        d.subaccountId = o.longs === $String ? $String(m.subaccountId) : m.subaccountId;
                    else
                        d.subaccountId = o.longs === $String ? $util.Long.prototype.toString.call(m.subaccountId) : o.longs === $Number ? new $util.LongBits(m.subaccountId.low >>> 0, m.subaccountId.high >>> 0).toNumber() : m.subaccountId;
                }
                return d;
            };

            /**
             * Converts this HedgeVenueRef to JSON.
             * @function toJSON
             * @memberof desk.orders.HedgeVenueRef
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            HedgeVenueRef.prototype.toJSON = function() {
                return HedgeVenueRef.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for HedgeVenueRef
             * @function getTypeUrl
             * @memberof desk.orders.HedgeVenueRef
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            HedgeVenueRef.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.HedgeVenueRef";
            };

            return HedgeVenueRef;
        })();

        orders.OrderRequest = (function() {

            /**
             * Properties of an OrderRequest.
             * @typedef {Object} desk.orders.OrderRequest.$Properties
             * @property {string|null} [market] OrderRequest market
             * @property {desk.orders.Side|null} [side] OrderRequest side
             * @property {desk.orders.OrderType|null} [orderType] OrderRequest orderType
             * @property {desk.orders.TimeInForce|null} [timeInForce] OrderRequest timeInForce
             * @property {string|null} [quantity] OrderRequest quantity
             * @property {string|null} [limitPrice] OrderRequest limitPrice
             * @property {string|null} [stopPrice] OrderRequest stopPrice
             * @property {desk.orders.HedgeVenueRef.$Properties|null} [hedgeVenue] OrderRequest hedgeVenue
             * @property {boolean|null} [reduceOnly] OrderRequest reduceOnly
             * @property {string|null} [activationPrice] OrderRequest activationPrice
             * @property {string|null} [callbackRate] OrderRequest callbackRate
             * @property {string|null} [markPrice] OrderRequest markPrice
             * @property {boolean|null} [priceProtect] OrderRequest priceProtect
             * @property {boolean|null} [postOnly] OrderRequest postOnly
             * @property {boolean|null} [hedgeMode] OrderRequest hedgeMode
             * @property {desk.orders.PositionSide|null} [positionSide] OrderRequest positionSide
             * @property {string|null} [tickerPrice] OrderRequest tickerPrice
             * @property {boolean|null} [closePosition] OrderRequest closePosition
             * @property {string|null} [marginMode] OrderRequest marginMode
             * @property {number|Long|null} [startTime] OrderRequest startTime
             * @property {number|Long|null} [endTime] OrderRequest endTime
             * @property {number|Long|null} [duration] OrderRequest duration
             * @property {number|null} [numberOfSlices] OrderRequest numberOfSlices
             * @property {string|null} [clientOrderId] OrderRequest clientOrderId
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an OrderRequest.
             * @memberof desk.orders
             * @interface IOrderRequest
             * @augments desk.orders.OrderRequest.$Properties
             * @deprecated Use desk.orders.OrderRequest.$Properties instead.
             */

            /**
             * Shape of an OrderRequest.
             * @typedef {desk.orders.OrderRequest.$Properties} desk.orders.OrderRequest.$Shape
             */

            /**
             * Constructs a new OrderRequest.
             * @memberof desk.orders
             * @classdesc Represents an OrderRequest.
             * @constructor
             * @param {desk.orders.OrderRequest.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const OrderRequest = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * OrderRequest market.
             * @member {string} market
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.market = "";

            /**
             * OrderRequest side.
             * @member {desk.orders.Side} side
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.side = 0;

            /**
             * OrderRequest orderType.
             * @member {desk.orders.OrderType} orderType
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.orderType = 0;

            /**
             * OrderRequest timeInForce.
             * @member {desk.orders.TimeInForce} timeInForce
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.timeInForce = 0;

            /**
             * OrderRequest quantity.
             * @member {string} quantity
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.quantity = "";

            /**
             * OrderRequest limitPrice.
             * @member {string} limitPrice
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.limitPrice = "";

            /**
             * OrderRequest stopPrice.
             * @member {string} stopPrice
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.stopPrice = "";

            /**
             * OrderRequest hedgeVenue.
             * @member {desk.orders.HedgeVenueRef.$Properties|null|undefined} hedgeVenue
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.hedgeVenue = null;

            /**
             * OrderRequest reduceOnly.
             * @member {boolean} reduceOnly
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.reduceOnly = false;

            /**
             * OrderRequest activationPrice.
             * @member {string} activationPrice
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.activationPrice = "";

            /**
             * OrderRequest callbackRate.
             * @member {string} callbackRate
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.callbackRate = "";

            /**
             * OrderRequest markPrice.
             * @member {string} markPrice
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.markPrice = "";

            /**
             * OrderRequest priceProtect.
             * @member {boolean} priceProtect
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.priceProtect = false;

            /**
             * OrderRequest postOnly.
             * @member {boolean} postOnly
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.postOnly = false;

            /**
             * OrderRequest hedgeMode.
             * @member {boolean} hedgeMode
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.hedgeMode = false;

            /**
             * OrderRequest positionSide.
             * @member {desk.orders.PositionSide} positionSide
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.positionSide = 0;

            /**
             * OrderRequest tickerPrice.
             * @member {string} tickerPrice
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.tickerPrice = "";

            /**
             * OrderRequest closePosition.
             * @member {boolean} closePosition
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.closePosition = false;

            /**
             * OrderRequest marginMode.
             * @member {string} marginMode
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.marginMode = "";

            /**
             * OrderRequest startTime.
             * @member {number|Long} startTime
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.startTime = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

            /**
             * OrderRequest endTime.
             * @member {number|Long} endTime
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.endTime = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

            /**
             * OrderRequest duration.
             * @member {number|Long} duration
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.duration = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

            /**
             * OrderRequest numberOfSlices.
             * @member {number} numberOfSlices
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.numberOfSlices = 0;

            /**
             * OrderRequest clientOrderId.
             * @member {string} clientOrderId
             * @memberof desk.orders.OrderRequest
             * @instance
             */
            OrderRequest.prototype.clientOrderId = "";

            /**
             * Creates a new OrderRequest instance using the specified properties.
             * @function create
             * @memberof desk.orders.OrderRequest
             * @static
             * @param {desk.orders.OrderRequest.$Properties=} [properties] Properties to set
             * @returns {desk.orders.OrderRequest} OrderRequest instance
             * @type {{
             *   (properties: desk.orders.OrderRequest.$Shape): desk.orders.OrderRequest & desk.orders.OrderRequest.$Shape;
             *   (properties?: desk.orders.OrderRequest.$Properties): desk.orders.OrderRequest;
             * }}
             */
            OrderRequest.create = function(properties) {
                return new OrderRequest(properties);
            };

            /**
             * Encodes the specified OrderRequest message. Does not implicitly {@link desk.orders.OrderRequest.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.OrderRequest
             * @static
             * @param {desk.orders.OrderRequest.$Properties} m OrderRequest message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            OrderRequest.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.market != null && $Object.hasOwnProperty.call(m, "market") && m.market !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.market);
                if (m.side != null && $Object.hasOwnProperty.call(m, "side") && m.side !== 0)
                    w.uint32(/* id 2, wireType 0 =*/16).int32(m.side);
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType") && m.orderType !== 0)
                    w.uint32(/* id 3, wireType 0 =*/24).int32(m.orderType);
                if (m.timeInForce != null && $Object.hasOwnProperty.call(m, "timeInForce") && m.timeInForce !== 0)
                    w.uint32(/* id 4, wireType 0 =*/32).int32(m.timeInForce);
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity") && m.quantity !== "")
                    w.uint32(/* id 5, wireType 2 =*/42).string(m.quantity);
                if (m.limitPrice != null && $Object.hasOwnProperty.call(m, "limitPrice") && m.limitPrice !== "")
                    w.uint32(/* id 6, wireType 2 =*/50).string(m.limitPrice);
                if (m.stopPrice != null && $Object.hasOwnProperty.call(m, "stopPrice") && m.stopPrice !== "")
                    w.uint32(/* id 7, wireType 2 =*/58).string(m.stopPrice);
                if (m.hedgeVenue != null && $Object.hasOwnProperty.call(m, "hedgeVenue"))
                    $root.desk.orders.HedgeVenueRef.encode(m.hedgeVenue, w.uint32(/* id 8, wireType 2 =*/66).fork(), q + 1).ldelim();
                if (m.reduceOnly != null && $Object.hasOwnProperty.call(m, "reduceOnly") && m.reduceOnly !== false)
                    w.uint32(/* id 9, wireType 0 =*/72).bool(m.reduceOnly);
                if (m.activationPrice != null && $Object.hasOwnProperty.call(m, "activationPrice") && m.activationPrice !== "")
                    w.uint32(/* id 10, wireType 2 =*/82).string(m.activationPrice);
                if (m.callbackRate != null && $Object.hasOwnProperty.call(m, "callbackRate") && m.callbackRate !== "")
                    w.uint32(/* id 11, wireType 2 =*/90).string(m.callbackRate);
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice") && m.markPrice !== "")
                    w.uint32(/* id 12, wireType 2 =*/98).string(m.markPrice);
                if (m.priceProtect != null && $Object.hasOwnProperty.call(m, "priceProtect") && m.priceProtect !== false)
                    w.uint32(/* id 13, wireType 0 =*/104).bool(m.priceProtect);
                if (m.postOnly != null && $Object.hasOwnProperty.call(m, "postOnly") && m.postOnly !== false)
                    w.uint32(/* id 14, wireType 0 =*/112).bool(m.postOnly);
                if (m.hedgeMode != null && $Object.hasOwnProperty.call(m, "hedgeMode") && m.hedgeMode !== false)
                    w.uint32(/* id 15, wireType 0 =*/120).bool(m.hedgeMode);
                if (m.positionSide != null && $Object.hasOwnProperty.call(m, "positionSide") && m.positionSide !== 0)
                    w.uint32(/* id 16, wireType 0 =*/128).int32(m.positionSide);
                if (m.tickerPrice != null && $Object.hasOwnProperty.call(m, "tickerPrice") && m.tickerPrice !== "")
                    w.uint32(/* id 17, wireType 2 =*/138).string(m.tickerPrice);
                if (m.closePosition != null && $Object.hasOwnProperty.call(m, "closePosition") && m.closePosition !== false)
                    w.uint32(/* id 18, wireType 0 =*/144).bool(m.closePosition);
                if (m.marginMode != null && $Object.hasOwnProperty.call(m, "marginMode") && m.marginMode !== "")
                    w.uint32(/* id 19, wireType 2 =*/154).string(m.marginMode);
                if (m.startTime != null && $Object.hasOwnProperty.call(m, "startTime") && (typeof m.startTime === "object" ? m.startTime.low || m.startTime.high : m.startTime !== 0))
                    w.uint32(/* id 20, wireType 0 =*/160).int64(m.startTime);
                if (m.endTime != null && $Object.hasOwnProperty.call(m, "endTime") && (typeof m.endTime === "object" ? m.endTime.low || m.endTime.high : m.endTime !== 0))
                    w.uint32(/* id 21, wireType 0 =*/168).int64(m.endTime);
                if (m.duration != null && $Object.hasOwnProperty.call(m, "duration") && (typeof m.duration === "object" ? m.duration.low || m.duration.high : m.duration !== 0))
                    w.uint32(/* id 22, wireType 0 =*/176).int64(m.duration);
                if (m.numberOfSlices != null && $Object.hasOwnProperty.call(m, "numberOfSlices") && m.numberOfSlices !== 0)
                    w.uint32(/* id 23, wireType 0 =*/184).int32(m.numberOfSlices);
                if (m.clientOrderId != null && $Object.hasOwnProperty.call(m, "clientOrderId") && m.clientOrderId !== "")
                    w.uint32(/* id 24, wireType 2 =*/194).string(m.clientOrderId);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified OrderRequest message, length delimited. Does not implicitly {@link desk.orders.OrderRequest.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.OrderRequest
             * @static
             * @param {desk.orders.OrderRequest.$Properties} message OrderRequest message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            OrderRequest.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an OrderRequest message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.OrderRequest
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.OrderRequest & desk.orders.OrderRequest.$Shape} OrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            OrderRequest.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.OrderRequest();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.market = v;
                            else
                                delete m.market;
                            continue;
                        }
                    case 2: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.side = v;
                            else
                                delete m.side;
                            continue;
                        }
                    case 3: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.orderType = v;
                            else
                                delete m.orderType;
                            continue;
                        }
                    case 4: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.timeInForce = v;
                            else
                                delete m.timeInForce;
                            continue;
                        }
                    case 5: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.quantity = v;
                            else
                                delete m.quantity;
                            continue;
                        }
                    case 6: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.limitPrice = v;
                            else
                                delete m.limitPrice;
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.stopPrice = v;
                            else
                                delete m.stopPrice;
                            continue;
                        }
                    case 8: {
                            if (u !== 2)
                                break;
                            m.hedgeVenue = $root.desk.orders.HedgeVenueRef.decode(r, r.size(), $undefined, q + 1, m.hedgeVenue);
                            continue;
                        }
                    case 9: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.reduceOnly = v;
                            else
                                delete m.reduceOnly;
                            continue;
                        }
                    case 10: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.activationPrice = v;
                            else
                                delete m.activationPrice;
                            continue;
                        }
                    case 11: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.callbackRate = v;
                            else
                                delete m.callbackRate;
                            continue;
                        }
                    case 12: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.markPrice = v;
                            else
                                delete m.markPrice;
                            continue;
                        }
                    case 13: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.priceProtect = v;
                            else
                                delete m.priceProtect;
                            continue;
                        }
                    case 14: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.postOnly = v;
                            else
                                delete m.postOnly;
                            continue;
                        }
                    case 15: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.hedgeMode = v;
                            else
                                delete m.hedgeMode;
                            continue;
                        }
                    case 16: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.positionSide = v;
                            else
                                delete m.positionSide;
                            continue;
                        }
                    case 17: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.tickerPrice = v;
                            else
                                delete m.tickerPrice;
                            continue;
                        }
                    case 18: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.closePosition = v;
                            else
                                delete m.closePosition;
                            continue;
                        }
                    case 19: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.marginMode = v;
                            else
                                delete m.marginMode;
                            continue;
                        }
                    case 20: {
                            if (u !== 0)
                                break;
                            if (typeof (v = r.int64()) === "object" ? v.low || v.high : v !== 0)
                                m.startTime = v;
                            else
                                delete m.startTime;
                            continue;
                        }
                    case 21: {
                            if (u !== 0)
                                break;
                            if (typeof (v = r.int64()) === "object" ? v.low || v.high : v !== 0)
                                m.endTime = v;
                            else
                                delete m.endTime;
                            continue;
                        }
                    case 22: {
                            if (u !== 0)
                                break;
                            if (typeof (v = r.int64()) === "object" ? v.low || v.high : v !== 0)
                                m.duration = v;
                            else
                                delete m.duration;
                            continue;
                        }
                    case 23: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.numberOfSlices = v;
                            else
                                delete m.numberOfSlices;
                            continue;
                        }
                    case 24: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.clientOrderId = v;
                            else
                                delete m.clientOrderId;
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes an OrderRequest message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.OrderRequest
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.OrderRequest & desk.orders.OrderRequest.$Shape} OrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            OrderRequest.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an OrderRequest message.
             * @function verify
             * @memberof desk.orders.OrderRequest
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            OrderRequest.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.market != null && $Object.hasOwnProperty.call(m, "market")) {
                    if (!$util.isString(m.market))
                        return "market: string expected";
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    if (typeof m.side !== "number" || (m.side | 0) !== m.side)
                        return "side: enum value expected";
                }
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType")) {
                    if (typeof m.orderType !== "number" || (m.orderType | 0) !== m.orderType)
                        return "orderType: enum value expected";
                }
                if (m.timeInForce != null && $Object.hasOwnProperty.call(m, "timeInForce")) {
                    if (typeof m.timeInForce !== "number" || (m.timeInForce | 0) !== m.timeInForce)
                        return "timeInForce: enum value expected";
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    if (!$util.isString(m.quantity))
                        return "quantity: string expected";
                }
                if (m.limitPrice != null && $Object.hasOwnProperty.call(m, "limitPrice")) {
                    if (!$util.isString(m.limitPrice))
                        return "limitPrice: string expected";
                }
                if (m.stopPrice != null && $Object.hasOwnProperty.call(m, "stopPrice")) {
                    if (!$util.isString(m.stopPrice))
                        return "stopPrice: string expected";
                }
                if (m.hedgeVenue != null && $Object.hasOwnProperty.call(m, "hedgeVenue")) {
                    {
                        var e = $root.desk.orders.HedgeVenueRef.verify(m.hedgeVenue, q + 1);
                        if (e)
                            return "hedgeVenue." + e;
                    }
                }
                if (m.reduceOnly != null && $Object.hasOwnProperty.call(m, "reduceOnly")) {
                    if (typeof m.reduceOnly !== "boolean")
                        return "reduceOnly: boolean expected";
                }
                if (m.activationPrice != null && $Object.hasOwnProperty.call(m, "activationPrice")) {
                    if (!$util.isString(m.activationPrice))
                        return "activationPrice: string expected";
                }
                if (m.callbackRate != null && $Object.hasOwnProperty.call(m, "callbackRate")) {
                    if (!$util.isString(m.callbackRate))
                        return "callbackRate: string expected";
                }
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice")) {
                    if (!$util.isString(m.markPrice))
                        return "markPrice: string expected";
                }
                if (m.priceProtect != null && $Object.hasOwnProperty.call(m, "priceProtect")) {
                    if (typeof m.priceProtect !== "boolean")
                        return "priceProtect: boolean expected";
                }
                if (m.postOnly != null && $Object.hasOwnProperty.call(m, "postOnly")) {
                    if (typeof m.postOnly !== "boolean")
                        return "postOnly: boolean expected";
                }
                if (m.hedgeMode != null && $Object.hasOwnProperty.call(m, "hedgeMode")) {
                    if (typeof m.hedgeMode !== "boolean")
                        return "hedgeMode: boolean expected";
                }
                if (m.positionSide != null && $Object.hasOwnProperty.call(m, "positionSide")) {
                    if (typeof m.positionSide !== "number" || (m.positionSide | 0) !== m.positionSide)
                        return "positionSide: enum value expected";
                }
                if (m.tickerPrice != null && $Object.hasOwnProperty.call(m, "tickerPrice")) {
                    if (!$util.isString(m.tickerPrice))
                        return "tickerPrice: string expected";
                }
                if (m.closePosition != null && $Object.hasOwnProperty.call(m, "closePosition")) {
                    if (typeof m.closePosition !== "boolean")
                        return "closePosition: boolean expected";
                }
                if (m.marginMode != null && $Object.hasOwnProperty.call(m, "marginMode")) {
                    if (!$util.isString(m.marginMode))
                        return "marginMode: string expected";
                }
                if (m.startTime != null && $Object.hasOwnProperty.call(m, "startTime")) {
                    if (!$util.isInteger(m.startTime) && !(m.startTime && $util.isInteger(m.startTime.low) && $util.isInteger(m.startTime.high)))
                        return "startTime: integer|Long expected";
                }
                if (m.endTime != null && $Object.hasOwnProperty.call(m, "endTime")) {
                    if (!$util.isInteger(m.endTime) && !(m.endTime && $util.isInteger(m.endTime.low) && $util.isInteger(m.endTime.high)))
                        return "endTime: integer|Long expected";
                }
                if (m.duration != null && $Object.hasOwnProperty.call(m, "duration")) {
                    if (!$util.isInteger(m.duration) && !(m.duration && $util.isInteger(m.duration.low) && $util.isInteger(m.duration.high)))
                        return "duration: integer|Long expected";
                }
                if (m.numberOfSlices != null && $Object.hasOwnProperty.call(m, "numberOfSlices")) {
                    if (!$util.isInteger(m.numberOfSlices))
                        return "numberOfSlices: integer expected";
                }
                if (m.clientOrderId != null && $Object.hasOwnProperty.call(m, "clientOrderId")) {
                    if (!$util.isString(m.clientOrderId))
                        return "clientOrderId: string expected";
                }
                return null;
            };

            /**
             * Creates an OrderRequest message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.OrderRequest
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.OrderRequest} OrderRequest
             */
            OrderRequest.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.OrderRequest)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.OrderRequest: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.OrderRequest();
                if (d.market != null) {
                    if (typeof d.market !== "string" || d.market.length) {
                        m.market = $String(d.market);
                    }
                }
                if (d.side !== 0 && (typeof d.side !== "string" || $root.desk.orders.Side[d.side] !== 0)) {
                    switch (d.side) {
                    case "SIDE_UNSPECIFIED":
                    case 0:
                        m.side = 0;
                        break;
                    case "BUY":
                    case 1:
                        m.side = 1;
                        break;
                    case "SELL":
                    case 2:
                        m.side = 2;
                        break;
                    default:
                        if (typeof d.side === "number" && (d.side | 0) === d.side)
                            m.side = d.side;
                    }
                }
                if (d.orderType !== 0 && (typeof d.orderType !== "string" || $root.desk.orders.OrderType[d.orderType] !== 0)) {
                    switch (d.orderType) {
                    case "ORDER_TYPE_UNSPECIFIED":
                    case 0:
                        m.orderType = 0;
                        break;
                    case "LIMIT":
                    case 1:
                        m.orderType = 1;
                        break;
                    case "MARKET":
                    case 2:
                        m.orderType = 2;
                        break;
                    case "STOP_LOSS":
                    case 3:
                        m.orderType = 3;
                        break;
                    case "STOP_LOSS_LIMIT":
                    case 4:
                        m.orderType = 4;
                        break;
                    case "TAKE_PROFIT":
                    case 5:
                        m.orderType = 5;
                        break;
                    case "TAKE_PROFIT_LIMIT":
                    case 6:
                        m.orderType = 6;
                        break;
                    case "LIMIT_MAKER":
                    case 7:
                        m.orderType = 7;
                        break;
                    case "STOP":
                    case 8:
                        m.orderType = 8;
                        break;
                    case "STOP_MARKET":
                    case 9:
                        m.orderType = 9;
                        break;
                    case "TAKE_PROFIT_MARKET":
                    case 10:
                        m.orderType = 10;
                        break;
                    case "TRAILING_STOP_MARKET":
                    case 11:
                        m.orderType = 11;
                        break;
                    case "STOP_LIMIT":
                    case 12:
                        m.orderType = 12;
                        break;
                    case "TWAP":
                    case 13:
                        m.orderType = 13;
                        break;
                    default:
                        if (typeof d.orderType === "number" && (d.orderType | 0) === d.orderType)
                            m.orderType = d.orderType;
                    }
                }
                if (d.timeInForce !== 0 && (typeof d.timeInForce !== "string" || $root.desk.orders.TimeInForce[d.timeInForce] !== 0)) {
                    switch (d.timeInForce) {
                    case "NONE":
                    case 0:
                        m.timeInForce = 0;
                        break;
                    case "GTC":
                    case 1:
                        m.timeInForce = 1;
                        break;
                    case "IOC":
                    case 2:
                        m.timeInForce = 2;
                        break;
                    case "FOK":
                    case 3:
                        m.timeInForce = 3;
                        break;
                    case "GTX":
                    case 4:
                        m.timeInForce = 4;
                        break;
                    default:
                        if (typeof d.timeInForce === "number" && (d.timeInForce | 0) === d.timeInForce)
                            m.timeInForce = d.timeInForce;
                    }
                }
                if (d.quantity != null) {
                    if (typeof d.quantity !== "string" || d.quantity.length) {
                        m.quantity = $String(d.quantity);
                    }
                }
                if (d.limitPrice != null) {
                    if (typeof d.limitPrice !== "string" || d.limitPrice.length) {
                        m.limitPrice = $String(d.limitPrice);
                    }
                }
                if (d.stopPrice != null) {
                    if (typeof d.stopPrice !== "string" || d.stopPrice.length) {
                        m.stopPrice = $String(d.stopPrice);
                    }
                }
                if (d.hedgeVenue != null) {
                    if (!$util.isObject(d.hedgeVenue))
                        throw $TypeError(".desk.orders.OrderRequest.hedgeVenue: object expected");
                    m.hedgeVenue = $root.desk.orders.HedgeVenueRef.fromObject(d.hedgeVenue, q + 1);
                }
                if (d.reduceOnly != null) {
                    if (d.reduceOnly) {
                        m.reduceOnly = $Boolean(d.reduceOnly);
                    }
                }
                if (d.activationPrice != null) {
                    if (typeof d.activationPrice !== "string" || d.activationPrice.length) {
                        m.activationPrice = $String(d.activationPrice);
                    }
                }
                if (d.callbackRate != null) {
                    if (typeof d.callbackRate !== "string" || d.callbackRate.length) {
                        m.callbackRate = $String(d.callbackRate);
                    }
                }
                if (d.markPrice != null) {
                    if (typeof d.markPrice !== "string" || d.markPrice.length) {
                        m.markPrice = $String(d.markPrice);
                    }
                }
                if (d.priceProtect != null) {
                    if (d.priceProtect) {
                        m.priceProtect = $Boolean(d.priceProtect);
                    }
                }
                if (d.postOnly != null) {
                    if (d.postOnly) {
                        m.postOnly = $Boolean(d.postOnly);
                    }
                }
                if (d.hedgeMode != null) {
                    if (d.hedgeMode) {
                        m.hedgeMode = $Boolean(d.hedgeMode);
                    }
                }
                if (d.positionSide !== 0 && (typeof d.positionSide !== "string" || $root.desk.orders.PositionSide[d.positionSide] !== 0)) {
                    switch (d.positionSide) {
                    case "BOTH":
                    case 0:
                        m.positionSide = 0;
                        break;
                    case "LONG":
                    case 1:
                        m.positionSide = 1;
                        break;
                    case "SHORT":
                    case 2:
                        m.positionSide = 2;
                        break;
                    default:
                        if (typeof d.positionSide === "number" && (d.positionSide | 0) === d.positionSide)
                            m.positionSide = d.positionSide;
                    }
                }
                if (d.tickerPrice != null) {
                    if (typeof d.tickerPrice !== "string" || d.tickerPrice.length) {
                        m.tickerPrice = $String(d.tickerPrice);
                    }
                }
                if (d.closePosition != null) {
                    if (d.closePosition) {
                        m.closePosition = $Boolean(d.closePosition);
                    }
                }
                if (d.marginMode != null) {
                    if (typeof d.marginMode !== "string" || d.marginMode.length) {
                        m.marginMode = $String(d.marginMode);
                    }
                }
                if (d.startTime != null) {
                    if (typeof d.startTime === "object" ? d.startTime.low || d.startTime.high : $Number(d.startTime) !== 0) {
                        if ($util.Long)
                            m.startTime = $util.Long.fromValue(d.startTime, false);
                        else if (typeof d.startTime === "string")
                            m.startTime = $parseInt(d.startTime, 10);
                        else if (typeof d.startTime === "number")
                            m.startTime = d.startTime;
                        else if (typeof d.startTime === "object")
                            m.startTime = new $util.LongBits(d.startTime.low >>> 0, d.startTime.high >>> 0).toNumber();
                    }
                }
                if (d.endTime != null) {
                    if (typeof d.endTime === "object" ? d.endTime.low || d.endTime.high : $Number(d.endTime) !== 0) {
                        if ($util.Long)
                            m.endTime = $util.Long.fromValue(d.endTime, false);
                        else if (typeof d.endTime === "string")
                            m.endTime = $parseInt(d.endTime, 10);
                        else if (typeof d.endTime === "number")
                            m.endTime = d.endTime;
                        else if (typeof d.endTime === "object")
                            m.endTime = new $util.LongBits(d.endTime.low >>> 0, d.endTime.high >>> 0).toNumber();
                    }
                }
                if (d.duration != null) {
                    if (typeof d.duration === "object" ? d.duration.low || d.duration.high : $Number(d.duration) !== 0) {
                        if ($util.Long)
                            m.duration = $util.Long.fromValue(d.duration, false);
                        else if (typeof d.duration === "string")
                            m.duration = $parseInt(d.duration, 10);
                        else if (typeof d.duration === "number")
                            m.duration = d.duration;
                        else if (typeof d.duration === "object")
                            m.duration = new $util.LongBits(d.duration.low >>> 0, d.duration.high >>> 0).toNumber();
                    }
                }
                if (d.numberOfSlices != null) {
                    if ($Number(d.numberOfSlices) !== 0) {
                        m.numberOfSlices = d.numberOfSlices | 0;
                    }
                }
                if (d.clientOrderId != null) {
                    if (typeof d.clientOrderId !== "string" || d.clientOrderId.length) {
                        m.clientOrderId = $String(d.clientOrderId);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an OrderRequest message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.OrderRequest
             * @static
             * @param {desk.orders.OrderRequest} m OrderRequest
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            OrderRequest.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.market = "";
                    d.side = o.enums === $String ? "SIDE_UNSPECIFIED" : 0;
                    d.orderType = o.enums === $String ? "ORDER_TYPE_UNSPECIFIED" : 0;
                    d.timeInForce = o.enums === $String ? "NONE" : 0;
                    d.quantity = "";
                    d.limitPrice = "";
                    d.stopPrice = "";
                    d.hedgeVenue = null;
                    d.reduceOnly = false;
                    d.activationPrice = "";
                    d.callbackRate = "";
                    d.markPrice = "";
                    d.priceProtect = false;
                    d.postOnly = false;
                    d.hedgeMode = false;
                    d.positionSide = o.enums === $String ? "BOTH" : 0;
                    d.tickerPrice = "";
                    d.closePosition = false;
                    d.marginMode = "";
                    if ($util.Long) {
                        var n = new $util.Long(0, 0, false);
                        d.startTime = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                    } else
                        d.startTime = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
                    if ($util.Long) {
                        var n = new $util.Long(0, 0, false);
                        d.endTime = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                    } else
                        d.endTime = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
                    if ($util.Long) {
                        var n = new $util.Long(0, 0, false);
                        d.duration = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                    } else
                        d.duration = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
                    d.numberOfSlices = 0;
                    d.clientOrderId = "";
                }
                if (m.market != null && $Object.hasOwnProperty.call(m, "market")) {
                    d.market = m.market;
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    d.side = o.enums === $String ? $root.desk.orders.Side[m.side] === $undefined ? m.side : $root.desk.orders.Side[m.side] : m.side;
                }
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType")) {
                    d.orderType = o.enums === $String ? $root.desk.orders.OrderType[m.orderType] === $undefined ? m.orderType : $root.desk.orders.OrderType[m.orderType] : m.orderType;
                }
                if (m.timeInForce != null && $Object.hasOwnProperty.call(m, "timeInForce")) {
                    d.timeInForce = o.enums === $String ? $root.desk.orders.TimeInForce[m.timeInForce] === $undefined ? m.timeInForce : $root.desk.orders.TimeInForce[m.timeInForce] : m.timeInForce;
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    d.quantity = m.quantity;
                }
                if (m.limitPrice != null && $Object.hasOwnProperty.call(m, "limitPrice")) {
                    d.limitPrice = m.limitPrice;
                }
                if (m.stopPrice != null && $Object.hasOwnProperty.call(m, "stopPrice")) {
                    d.stopPrice = m.stopPrice;
                }
                if (m.hedgeVenue != null && $Object.hasOwnProperty.call(m, "hedgeVenue")) {
                    d.hedgeVenue = $root.desk.orders.HedgeVenueRef.toObject(m.hedgeVenue, o, q + 1);
                }
                if (m.reduceOnly != null && $Object.hasOwnProperty.call(m, "reduceOnly")) {
                    d.reduceOnly = m.reduceOnly;
                }
                if (m.activationPrice != null && $Object.hasOwnProperty.call(m, "activationPrice")) {
                    d.activationPrice = m.activationPrice;
                }
                if (m.callbackRate != null && $Object.hasOwnProperty.call(m, "callbackRate")) {
                    d.callbackRate = m.callbackRate;
                }
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice")) {
                    d.markPrice = m.markPrice;
                }
                if (m.priceProtect != null && $Object.hasOwnProperty.call(m, "priceProtect")) {
                    d.priceProtect = m.priceProtect;
                }
                if (m.postOnly != null && $Object.hasOwnProperty.call(m, "postOnly")) {
                    d.postOnly = m.postOnly;
                }
                if (m.hedgeMode != null && $Object.hasOwnProperty.call(m, "hedgeMode")) {
                    d.hedgeMode = m.hedgeMode;
                }
                if (m.positionSide != null && $Object.hasOwnProperty.call(m, "positionSide")) {
                    d.positionSide = o.enums === $String ? $root.desk.orders.PositionSide[m.positionSide] === $undefined ? m.positionSide : $root.desk.orders.PositionSide[m.positionSide] : m.positionSide;
                }
                if (m.tickerPrice != null && $Object.hasOwnProperty.call(m, "tickerPrice")) {
                    d.tickerPrice = m.tickerPrice;
                }
                if (m.closePosition != null && $Object.hasOwnProperty.call(m, "closePosition")) {
                    d.closePosition = m.closePosition;
                }
                if (m.marginMode != null && $Object.hasOwnProperty.call(m, "marginMode")) {
                    d.marginMode = m.marginMode;
                }
                if (m.startTime != null && $Object.hasOwnProperty.call(m, "startTime")) {
                    if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                        d.startTime = typeof m.startTime === "number" ? $BigInt(m.startTime) : $util.Long.fromBits(m.startTime.low >>> 0, m.startTime.high >>> 0, false).toBigInt();
                    else if (typeof m.startTime === "number")
                        d.startTime = o.longs === $String ? $String(m.startTime) : m.startTime;
                    else
                        d.startTime = o.longs === $String ? $util.Long.prototype.toString.call(m.startTime) : o.longs === $Number ? new $util.LongBits(m.startTime.low >>> 0, m.startTime.high >>> 0).toNumber() : m.startTime;
                }
                if (m.endTime != null && $Object.hasOwnProperty.call(m, "endTime")) {
                    if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                        d.endTime = typeof m.endTime === "number" ? $BigInt(m.endTime) : $util.Long.fromBits(m.endTime.low >>> 0, m.endTime.high >>> 0, false).toBigInt();
                    else if (typeof m.endTime === "number")
                        d.endTime = o.longs === $String ? $String(m.endTime) : m.endTime;
                    else
                        d.endTime = o.longs === $String ? $util.Long.prototype.toString.call(m.endTime) : o.longs === $Number ? new $util.LongBits(m.endTime.low >>> 0, m.endTime.high >>> 0).toNumber() : m.endTime;
                }
                if (m.duration != null && $Object.hasOwnProperty.call(m, "duration")) {
                    if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                        d.duration = typeof m.duration === "number" ? $BigInt(m.duration) : $util.Long.fromBits(m.duration.low >>> 0, m.duration.high >>> 0, false).toBigInt();
                    else if (typeof m.duration === "number")
                        d.duration = o.longs === $String ? $String(m.duration) : m.duration;
                    else
                        d.duration = o.longs === $String ? $util.Long.prototype.toString.call(m.duration) : o.longs === $Number ? new $util.LongBits(m.duration.low >>> 0, m.duration.high >>> 0).toNumber() : m.duration;
                }
                if (m.numberOfSlices != null && $Object.hasOwnProperty.call(m, "numberOfSlices")) {
                    d.numberOfSlices = m.numberOfSlices;
                }
                if (m.clientOrderId != null && $Object.hasOwnProperty.call(m, "clientOrderId")) {
                    d.clientOrderId = m.clientOrderId;
                }
                return d;
            };

            /**
             * Converts this OrderRequest to JSON.
             * @function toJSON
             * @memberof desk.orders.OrderRequest
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            OrderRequest.prototype.toJSON = function() {
                return OrderRequest.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for OrderRequest
             * @function getTypeUrl
             * @memberof desk.orders.OrderRequest
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            OrderRequest.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.OrderRequest";
            };

            return OrderRequest;
        })();

        orders.Fill = (function() {

            /**
             * Properties of a Fill.
             * @typedef {Object} desk.orders.Fill.$Properties
             * @property {string|null} [price] Fill price
             * @property {string|null} [quantity] Fill quantity
             * @property {number|Long|null} [fillTimeMilliseconds] Fill fillTimeMilliseconds
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Fill.
             * @memberof desk.orders
             * @interface IFill
             * @augments desk.orders.Fill.$Properties
             * @deprecated Use desk.orders.Fill.$Properties instead.
             */

            /**
             * Shape of a Fill.
             * @typedef {desk.orders.Fill.$Properties} desk.orders.Fill.$Shape
             */

            /**
             * Constructs a new Fill.
             * @memberof desk.orders
             * @classdesc Represents a Fill.
             * @constructor
             * @param {desk.orders.Fill.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Fill = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Fill price.
             * @member {string} price
             * @memberof desk.orders.Fill
             * @instance
             */
            Fill.prototype.price = "";

            /**
             * Fill quantity.
             * @member {string} quantity
             * @memberof desk.orders.Fill
             * @instance
             */
            Fill.prototype.quantity = "";

            /**
             * Fill fillTimeMilliseconds.
             * @member {number|Long} fillTimeMilliseconds
             * @memberof desk.orders.Fill
             * @instance
             */
            Fill.prototype.fillTimeMilliseconds = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

            /**
             * Creates a new Fill instance using the specified properties.
             * @function create
             * @memberof desk.orders.Fill
             * @static
             * @param {desk.orders.Fill.$Properties=} [properties] Properties to set
             * @returns {desk.orders.Fill} Fill instance
             * @type {{
             *   (properties: desk.orders.Fill.$Shape): desk.orders.Fill & desk.orders.Fill.$Shape;
             *   (properties?: desk.orders.Fill.$Properties): desk.orders.Fill;
             * }}
             */
            Fill.create = function(properties) {
                return new Fill(properties);
            };

            /**
             * Encodes the specified Fill message. Does not implicitly {@link desk.orders.Fill.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.Fill
             * @static
             * @param {desk.orders.Fill.$Properties} m Fill message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Fill.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.price != null && $Object.hasOwnProperty.call(m, "price") && m.price !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.price);
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity") && m.quantity !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.quantity);
                if (m.fillTimeMilliseconds != null && $Object.hasOwnProperty.call(m, "fillTimeMilliseconds") && (typeof m.fillTimeMilliseconds === "object" ? m.fillTimeMilliseconds.low || m.fillTimeMilliseconds.high : m.fillTimeMilliseconds !== 0))
                    w.uint32(/* id 3, wireType 0 =*/24).int64(m.fillTimeMilliseconds);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Fill message, length delimited. Does not implicitly {@link desk.orders.Fill.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.Fill
             * @static
             * @param {desk.orders.Fill.$Properties} message Fill message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Fill.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a Fill message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.Fill
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.Fill & desk.orders.Fill.$Shape} Fill
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Fill.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.Fill();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.price = v;
                            else
                                delete m.price;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.quantity = v;
                            else
                                delete m.quantity;
                            continue;
                        }
                    case 3: {
                            if (u !== 0)
                                break;
                            if (typeof (v = r.int64()) === "object" ? v.low || v.high : v !== 0)
                                m.fillTimeMilliseconds = v;
                            else
                                delete m.fillTimeMilliseconds;
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes a Fill message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.Fill
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.Fill & desk.orders.Fill.$Shape} Fill
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Fill.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a Fill message.
             * @function verify
             * @memberof desk.orders.Fill
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Fill.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.price != null && $Object.hasOwnProperty.call(m, "price")) {
                    if (!$util.isString(m.price))
                        return "price: string expected";
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    if (!$util.isString(m.quantity))
                        return "quantity: string expected";
                }
                if (m.fillTimeMilliseconds != null && $Object.hasOwnProperty.call(m, "fillTimeMilliseconds")) {
                    if (!$util.isInteger(m.fillTimeMilliseconds) && !(m.fillTimeMilliseconds && $util.isInteger(m.fillTimeMilliseconds.low) && $util.isInteger(m.fillTimeMilliseconds.high)))
                        return "fillTimeMilliseconds: integer|Long expected";
                }
                return null;
            };

            /**
             * Creates a Fill message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.Fill
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.Fill} Fill
             */
            Fill.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.Fill)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.Fill: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.Fill();
                if (d.price != null) {
                    if (typeof d.price !== "string" || d.price.length) {
                        m.price = $String(d.price);
                    }
                }
                if (d.quantity != null) {
                    if (typeof d.quantity !== "string" || d.quantity.length) {
                        m.quantity = $String(d.quantity);
                    }
                }
                if (d.fillTimeMilliseconds != null) {
                    if (typeof d.fillTimeMilliseconds === "object" ? d.fillTimeMilliseconds.low || d.fillTimeMilliseconds.high : $Number(d.fillTimeMilliseconds) !== 0) {
                        if ($util.Long)
                            m.fillTimeMilliseconds = $util.Long.fromValue(d.fillTimeMilliseconds, false);
                        else if (typeof d.fillTimeMilliseconds === "string")
                            m.fillTimeMilliseconds = $parseInt(d.fillTimeMilliseconds, 10);
                        else if (typeof d.fillTimeMilliseconds === "number")
                            m.fillTimeMilliseconds = d.fillTimeMilliseconds;
                        else if (typeof d.fillTimeMilliseconds === "object")
                            m.fillTimeMilliseconds = new $util.LongBits(d.fillTimeMilliseconds.low >>> 0, d.fillTimeMilliseconds.high >>> 0).toNumber();
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a Fill message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.Fill
             * @static
             * @param {desk.orders.Fill} m Fill
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Fill.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.price = "";
                    d.quantity = "";
                    if ($util.Long) {
                        var n = new $util.Long(0, 0, false);
                        d.fillTimeMilliseconds = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                    } else
                        d.fillTimeMilliseconds = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
                }
                if (m.price != null && $Object.hasOwnProperty.call(m, "price")) {
                    d.price = m.price;
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    d.quantity = m.quantity;
                }
                if (m.fillTimeMilliseconds != null && $Object.hasOwnProperty.call(m, "fillTimeMilliseconds")) {
                    if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                        d.fillTimeMilliseconds = typeof m.fillTimeMilliseconds === "number" ? $BigInt(m.fillTimeMilliseconds) : $util.Long.fromBits(m.fillTimeMilliseconds.low >>> 0, m.fillTimeMilliseconds.high >>> 0, false).toBigInt();
                    else if (typeof m.fillTimeMilliseconds === "number")
                        d.fillTimeMilliseconds = o.longs === $String ? $String(m.fillTimeMilliseconds) : m.fillTimeMilliseconds;
                    else
                        d.fillTimeMilliseconds = o.longs === $String ? $util.Long.prototype.toString.call(m.fillTimeMilliseconds) : o.longs === $Number ? new $util.LongBits(m.fillTimeMilliseconds.low >>> 0, m.fillTimeMilliseconds.high >>> 0).toNumber() : m.fillTimeMilliseconds;
                }
                return d;
            };

            /**
             * Converts this Fill to JSON.
             * @function toJSON
             * @memberof desk.orders.Fill
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Fill.prototype.toJSON = function() {
                return Fill.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Fill
             * @function getTypeUrl
             * @memberof desk.orders.Fill
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Fill.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.Fill";
            };

            return Fill;
        })();

        /**
         * OrderStatus enum.
         * @name desk.orders.OrderStatus
         * @enum {number}
         * @property {number} ORDER_STATUS_UNSPECIFIED=0 ORDER_STATUS_UNSPECIFIED value
         * @property {number} NEW=1 NEW value
         * @property {number} PARTIALLY_FILLED=2 PARTIALLY_FILLED value
         * @property {number} FILLED=3 FILLED value
         * @property {number} CANCELED=4 CANCELED value
         * @property {number} REJECTED=5 REJECTED value
         * @property {number} PENDING_CANCEL=6 PENDING_CANCEL value
         * @property {number} EXPIRED=7 EXPIRED value
         */
        orders.OrderStatus = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "ORDER_STATUS_UNSPECIFIED"] = 0;
            values[valuesById[1] = "NEW"] = 1;
            values[valuesById[2] = "PARTIALLY_FILLED"] = 2;
            values[valuesById[3] = "FILLED"] = 3;
            values[valuesById[4] = "CANCELED"] = 4;
            values[valuesById[5] = "REJECTED"] = 5;
            values[valuesById[6] = "PENDING_CANCEL"] = 6;
            values[valuesById[7] = "EXPIRED"] = 7;
            return values;
        })();

        orders.OrderData = (function() {

            /**
             * Properties of an OrderData.
             * @typedef {Object} desk.orders.OrderData.$Properties
             * @property {desk.orders.OrderRequest.$Properties|null} [request] OrderData request
             * @property {string|null} [orderId] OrderData orderId
             * @property {string|null} [executedQuantity] OrderData executedQuantity
             * @property {string|null} [executedPrice] OrderData executedPrice
             * @property {desk.orders.OrderStatus|null} [status] OrderData status
             * @property {number|Long|null} [transactTime] OrderData transactTime
             * @property {number|Long|null} [updateTime] OrderData updateTime
             * @property {Array.<desk.orders.Fill.$Properties>|null} [fills] OrderData fills
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an OrderData.
             * @memberof desk.orders
             * @interface IOrderData
             * @augments desk.orders.OrderData.$Properties
             * @deprecated Use desk.orders.OrderData.$Properties instead.
             */

            /**
             * Shape of an OrderData.
             * @typedef {desk.orders.OrderData.$Properties} desk.orders.OrderData.$Shape
             */

            /**
             * Constructs a new OrderData.
             * @memberof desk.orders
             * @classdesc Represents an OrderData.
             * @constructor
             * @param {desk.orders.OrderData.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const OrderData = function (p) {
                this.fills = [];
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * OrderData request.
             * @member {desk.orders.OrderRequest.$Properties|null|undefined} request
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.request = null;

            /**
             * OrderData orderId.
             * @member {string} orderId
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.orderId = "";

            /**
             * OrderData executedQuantity.
             * @member {string} executedQuantity
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.executedQuantity = "";

            /**
             * OrderData executedPrice.
             * @member {string} executedPrice
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.executedPrice = "";

            /**
             * OrderData status.
             * @member {desk.orders.OrderStatus} status
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.status = 0;

            /**
             * OrderData transactTime.
             * @member {number|Long} transactTime
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.transactTime = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

            /**
             * OrderData updateTime.
             * @member {number|Long} updateTime
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.updateTime = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

            /**
             * OrderData fills.
             * @member {Array.<desk.orders.Fill.$Properties>} fills
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.fills = $util.emptyArray;

            /**
             * Creates a new OrderData instance using the specified properties.
             * @function create
             * @memberof desk.orders.OrderData
             * @static
             * @param {desk.orders.OrderData.$Properties=} [properties] Properties to set
             * @returns {desk.orders.OrderData} OrderData instance
             * @type {{
             *   (properties: desk.orders.OrderData.$Shape): desk.orders.OrderData & desk.orders.OrderData.$Shape;
             *   (properties?: desk.orders.OrderData.$Properties): desk.orders.OrderData;
             * }}
             */
            OrderData.create = function(properties) {
                return new OrderData(properties);
            };

            /**
             * Encodes the specified OrderData message. Does not implicitly {@link desk.orders.OrderData.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.OrderData
             * @static
             * @param {desk.orders.OrderData.$Properties} m OrderData message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            OrderData.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.request != null && $Object.hasOwnProperty.call(m, "request"))
                    $root.desk.orders.OrderRequest.encode(m.request, w.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
                if (m.orderId != null && $Object.hasOwnProperty.call(m, "orderId") && m.orderId !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.orderId);
                if (m.executedQuantity != null && $Object.hasOwnProperty.call(m, "executedQuantity") && m.executedQuantity !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.executedQuantity);
                if (m.executedPrice != null && $Object.hasOwnProperty.call(m, "executedPrice") && m.executedPrice !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.executedPrice);
                if (m.status != null && $Object.hasOwnProperty.call(m, "status") && m.status !== 0)
                    w.uint32(/* id 5, wireType 0 =*/40).int32(m.status);
                if (m.transactTime != null && $Object.hasOwnProperty.call(m, "transactTime") && (typeof m.transactTime === "object" ? m.transactTime.low || m.transactTime.high : m.transactTime !== 0))
                    w.uint32(/* id 6, wireType 0 =*/48).int64(m.transactTime);
                if (m.updateTime != null && $Object.hasOwnProperty.call(m, "updateTime") && (typeof m.updateTime === "object" ? m.updateTime.low || m.updateTime.high : m.updateTime !== 0))
                    w.uint32(/* id 7, wireType 0 =*/56).int64(m.updateTime);
                if (m.fills != null && m.fills.length) {
                    for (var i = 0; i < m.fills.length; ++i)
                        $root.desk.orders.Fill.encode(m.fills[i], w.uint32(/* id 8, wireType 2 =*/66).fork(), q + 1).ldelim();
                }
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified OrderData message, length delimited. Does not implicitly {@link desk.orders.OrderData.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.OrderData
             * @static
             * @param {desk.orders.OrderData.$Properties} message OrderData message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            OrderData.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an OrderData message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.OrderData
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.OrderData & desk.orders.OrderData.$Shape} OrderData
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            OrderData.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.OrderData();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 2)
                                break;
                            m.request = $root.desk.orders.OrderRequest.decode(r, r.size(), $undefined, q + 1, m.request);
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.orderId = v;
                            else
                                delete m.orderId;
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.executedQuantity = v;
                            else
                                delete m.executedQuantity;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.executedPrice = v;
                            else
                                delete m.executedPrice;
                            continue;
                        }
                    case 5: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.status = v;
                            else
                                delete m.status;
                            continue;
                        }
                    case 6: {
                            if (u !== 0)
                                break;
                            if (typeof (v = r.int64()) === "object" ? v.low || v.high : v !== 0)
                                m.transactTime = v;
                            else
                                delete m.transactTime;
                            continue;
                        }
                    case 7: {
                            if (u !== 0)
                                break;
                            if (typeof (v = r.int64()) === "object" ? v.low || v.high : v !== 0)
                                m.updateTime = v;
                            else
                                delete m.updateTime;
                            continue;
                        }
                    case 8: {
                            if (u !== 2)
                                break;
                            if (!(m.fills && m.fills.length))
                                m.fills = [];
                            m.fills.push($root.desk.orders.Fill.decode(r, r.size(), $undefined, q + 1));
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes an OrderData message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.OrderData
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.OrderData & desk.orders.OrderData.$Shape} OrderData
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            OrderData.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an OrderData message.
             * @function verify
             * @memberof desk.orders.OrderData
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            OrderData.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.request != null && $Object.hasOwnProperty.call(m, "request")) {
                    {
                        var e = $root.desk.orders.OrderRequest.verify(m.request, q + 1);
                        if (e)
                            return "request." + e;
                    }
                }
                if (m.orderId != null && $Object.hasOwnProperty.call(m, "orderId")) {
                    if (!$util.isString(m.orderId))
                        return "orderId: string expected";
                }
                if (m.executedQuantity != null && $Object.hasOwnProperty.call(m, "executedQuantity")) {
                    if (!$util.isString(m.executedQuantity))
                        return "executedQuantity: string expected";
                }
                if (m.executedPrice != null && $Object.hasOwnProperty.call(m, "executedPrice")) {
                    if (!$util.isString(m.executedPrice))
                        return "executedPrice: string expected";
                }
                if (m.status != null && $Object.hasOwnProperty.call(m, "status")) {
                    if (typeof m.status !== "number" || (m.status | 0) !== m.status)
                        return "status: enum value expected";
                }
                if (m.transactTime != null && $Object.hasOwnProperty.call(m, "transactTime")) {
                    if (!$util.isInteger(m.transactTime) && !(m.transactTime && $util.isInteger(m.transactTime.low) && $util.isInteger(m.transactTime.high)))
                        return "transactTime: integer|Long expected";
                }
                if (m.updateTime != null && $Object.hasOwnProperty.call(m, "updateTime")) {
                    if (!$util.isInteger(m.updateTime) && !(m.updateTime && $util.isInteger(m.updateTime.low) && $util.isInteger(m.updateTime.high)))
                        return "updateTime: integer|Long expected";
                }
                if (m.fills != null && $Object.hasOwnProperty.call(m, "fills")) {
                    if (!$Array.isArray(m.fills))
                        return "fills: array expected";
                    for (var i = 0; i < m.fills.length; ++i) {
                        {
                            var e = $root.desk.orders.Fill.verify(m.fills[i], q + 1);
                            if (e)
                                return "fills." + e;
                        }
                    }
                }
                return null;
            };

            /**
             * Creates an OrderData message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.OrderData
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.OrderData} OrderData
             */
            OrderData.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.OrderData)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.OrderData: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.OrderData();
                if (d.request != null) {
                    if (!$util.isObject(d.request))
                        throw $TypeError(".desk.orders.OrderData.request: object expected");
                    m.request = $root.desk.orders.OrderRequest.fromObject(d.request, q + 1);
                }
                if (d.orderId != null) {
                    if (typeof d.orderId !== "string" || d.orderId.length) {
                        m.orderId = $String(d.orderId);
                    }
                }
                if (d.executedQuantity != null) {
                    if (typeof d.executedQuantity !== "string" || d.executedQuantity.length) {
                        m.executedQuantity = $String(d.executedQuantity);
                    }
                }
                if (d.executedPrice != null) {
                    if (typeof d.executedPrice !== "string" || d.executedPrice.length) {
                        m.executedPrice = $String(d.executedPrice);
                    }
                }
                if (d.status !== 0 && (typeof d.status !== "string" || $root.desk.orders.OrderStatus[d.status] !== 0)) {
                    switch (d.status) {
                    case "ORDER_STATUS_UNSPECIFIED":
                    case 0:
                        m.status = 0;
                        break;
                    case "NEW":
                    case 1:
                        m.status = 1;
                        break;
                    case "PARTIALLY_FILLED":
                    case 2:
                        m.status = 2;
                        break;
                    case "FILLED":
                    case 3:
                        m.status = 3;
                        break;
                    case "CANCELED":
                    case 4:
                        m.status = 4;
                        break;
                    case "REJECTED":
                    case 5:
                        m.status = 5;
                        break;
                    case "PENDING_CANCEL":
                    case 6:
                        m.status = 6;
                        break;
                    case "EXPIRED":
                    case 7:
                        m.status = 7;
                        break;
                    default:
                        if (typeof d.status === "number" && (d.status | 0) === d.status)
                            m.status = d.status;
                    }
                }
                if (d.transactTime != null) {
                    if (typeof d.transactTime === "object" ? d.transactTime.low || d.transactTime.high : $Number(d.transactTime) !== 0) {
                        if ($util.Long)
                            m.transactTime = $util.Long.fromValue(d.transactTime, false);
                        else if (typeof d.transactTime === "string")
                            m.transactTime = $parseInt(d.transactTime, 10);
                        else if (typeof d.transactTime === "number")
                            m.transactTime = d.transactTime;
                        else if (typeof d.transactTime === "object")
                            m.transactTime = new $util.LongBits(d.transactTime.low >>> 0, d.transactTime.high >>> 0).toNumber();
                    }
                }
                if (d.updateTime != null) {
                    if (typeof d.updateTime === "object" ? d.updateTime.low || d.updateTime.high : $Number(d.updateTime) !== 0) {
                        if ($util.Long)
                            m.updateTime = $util.Long.fromValue(d.updateTime, false);
                        else if (typeof d.updateTime === "string")
                            m.updateTime = $parseInt(d.updateTime, 10);
                        else if (typeof d.updateTime === "number")
                            m.updateTime = d.updateTime;
                        else if (typeof d.updateTime === "object")
                            m.updateTime = new $util.LongBits(d.updateTime.low >>> 0, d.updateTime.high >>> 0).toNumber();
                    }
                }
                if (d.fills) {
                    if (!$Array.isArray(d.fills))
                        throw $TypeError(".desk.orders.OrderData.fills: array expected");
                    m.fills = $Array(d.fills.length);
                    for (var i = 0; i < d.fills.length; ++i) {
                        if (!$util.isObject(d.fills[i]))
                            throw $TypeError(".desk.orders.OrderData.fills: object expected");
                        m.fills[i] = $root.desk.orders.Fill.fromObject(d.fills[i], q + 1);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an OrderData message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.OrderData
             * @static
             * @param {desk.orders.OrderData} m OrderData
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            OrderData.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.arrays || o.defaults) {
                    d.fills = [];
                }
                if (o.defaults) {
                    d.request = null;
                    d.orderId = "";
                    d.executedQuantity = "";
                    d.executedPrice = "";
                    d.status = o.enums === $String ? "ORDER_STATUS_UNSPECIFIED" : 0;
                    if ($util.Long) {
                        var n = new $util.Long(0, 0, false);
                        d.transactTime = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                    } else
                        d.transactTime = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
                    if ($util.Long) {
                        var n = new $util.Long(0, 0, false);
                        d.updateTime = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                    } else
                        d.updateTime = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
                }
                if (m.request != null && $Object.hasOwnProperty.call(m, "request")) {
                    d.request = $root.desk.orders.OrderRequest.toObject(m.request, o, q + 1);
                }
                if (m.orderId != null && $Object.hasOwnProperty.call(m, "orderId")) {
                    d.orderId = m.orderId;
                }
                if (m.executedQuantity != null && $Object.hasOwnProperty.call(m, "executedQuantity")) {
                    d.executedQuantity = m.executedQuantity;
                }
                if (m.executedPrice != null && $Object.hasOwnProperty.call(m, "executedPrice")) {
                    d.executedPrice = m.executedPrice;
                }
                if (m.status != null && $Object.hasOwnProperty.call(m, "status")) {
                    d.status = o.enums === $String ? $root.desk.orders.OrderStatus[m.status] === $undefined ? m.status : $root.desk.orders.OrderStatus[m.status] : m.status;
                }
                if (m.transactTime != null && $Object.hasOwnProperty.call(m, "transactTime")) {
                    if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                        d.transactTime = typeof m.transactTime === "number" ? $BigInt(m.transactTime) : $util.Long.fromBits(m.transactTime.low >>> 0, m.transactTime.high >>> 0, false).toBigInt();
                    else if (typeof m.transactTime === "number")
                        d.transactTime = o.longs === $String ? $String(m.transactTime) : m.transactTime;
                    else
                        d.transactTime = o.longs === $String ? $util.Long.prototype.toString.call(m.transactTime) : o.longs === $Number ? new $util.LongBits(m.transactTime.low >>> 0, m.transactTime.high >>> 0).toNumber() : m.transactTime;
                }
                if (m.updateTime != null && $Object.hasOwnProperty.call(m, "updateTime")) {
                    if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                        d.updateTime = typeof m.updateTime === "number" ? $BigInt(m.updateTime) : $util.Long.fromBits(m.updateTime.low >>> 0, m.updateTime.high >>> 0, false).toBigInt();
                    else if (typeof m.updateTime === "number")
                        d.updateTime = o.longs === $String ? $String(m.updateTime) : m.updateTime;
                    else
                        d.updateTime = o.longs === $String ? $util.Long.prototype.toString.call(m.updateTime) : o.longs === $Number ? new $util.LongBits(m.updateTime.low >>> 0, m.updateTime.high >>> 0).toNumber() : m.updateTime;
                }
                if (m.fills && m.fills.length) {
                    d.fills = $Array(m.fills.length);
                    for (var j = 0; j < m.fills.length; ++j) {
                        d.fills[j] = $root.desk.orders.Fill.toObject(m.fills[j], o, q + 1);
                    }
                }
                return d;
            };

            /**
             * Converts this OrderData to JSON.
             * @function toJSON
             * @memberof desk.orders.OrderData
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            OrderData.prototype.toJSON = function() {
                return OrderData.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for OrderData
             * @function getTypeUrl
             * @memberof desk.orders.OrderData
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            OrderData.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.OrderData";
            };

            return OrderData;
        })();

        orders.ErrorMessage = (function() {

            /**
             * Properties of an ErrorMessage.
             * @typedef {Object} desk.orders.ErrorMessage.$Properties
             * @property {number|null} [code] ErrorMessage code
             * @property {string|null} [message] ErrorMessage message
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an ErrorMessage.
             * @memberof desk.orders
             * @interface IErrorMessage
             * @augments desk.orders.ErrorMessage.$Properties
             * @deprecated Use desk.orders.ErrorMessage.$Properties instead.
             */

            /**
             * Shape of an ErrorMessage.
             * @typedef {desk.orders.ErrorMessage.$Properties} desk.orders.ErrorMessage.$Shape
             */

            /**
             * Constructs a new ErrorMessage.
             * @memberof desk.orders
             * @classdesc Represents an ErrorMessage.
             * @constructor
             * @param {desk.orders.ErrorMessage.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const ErrorMessage = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * ErrorMessage code.
             * @member {number} code
             * @memberof desk.orders.ErrorMessage
             * @instance
             */
            ErrorMessage.prototype.code = 0;

            /**
             * ErrorMessage message.
             * @member {string} message
             * @memberof desk.orders.ErrorMessage
             * @instance
             */
            ErrorMessage.prototype.message = "";

            /**
             * Creates a new ErrorMessage instance using the specified properties.
             * @function create
             * @memberof desk.orders.ErrorMessage
             * @static
             * @param {desk.orders.ErrorMessage.$Properties=} [properties] Properties to set
             * @returns {desk.orders.ErrorMessage} ErrorMessage instance
             * @type {{
             *   (properties: desk.orders.ErrorMessage.$Shape): desk.orders.ErrorMessage & desk.orders.ErrorMessage.$Shape;
             *   (properties?: desk.orders.ErrorMessage.$Properties): desk.orders.ErrorMessage;
             * }}
             */
            ErrorMessage.create = function(properties) {
                return new ErrorMessage(properties);
            };

            /**
             * Encodes the specified ErrorMessage message. Does not implicitly {@link desk.orders.ErrorMessage.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.ErrorMessage
             * @static
             * @param {desk.orders.ErrorMessage.$Properties} m ErrorMessage message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ErrorMessage.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.code != null && $Object.hasOwnProperty.call(m, "code") && m.code !== 0)
                    w.uint32(/* id 1, wireType 0 =*/8).int32(m.code);
                if (m.message != null && $Object.hasOwnProperty.call(m, "message") && m.message !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.message);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified ErrorMessage message, length delimited. Does not implicitly {@link desk.orders.ErrorMessage.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.ErrorMessage
             * @static
             * @param {desk.orders.ErrorMessage.$Properties} message ErrorMessage message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ErrorMessage.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an ErrorMessage message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.ErrorMessage
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.ErrorMessage & desk.orders.ErrorMessage.$Shape} ErrorMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ErrorMessage.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.ErrorMessage();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.code = v;
                            else
                                delete m.code;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.message = v;
                            else
                                delete m.message;
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes an ErrorMessage message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.ErrorMessage
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.ErrorMessage & desk.orders.ErrorMessage.$Shape} ErrorMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ErrorMessage.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an ErrorMessage message.
             * @function verify
             * @memberof desk.orders.ErrorMessage
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            ErrorMessage.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.code != null && $Object.hasOwnProperty.call(m, "code")) {
                    if (!$util.isInteger(m.code))
                        return "code: integer expected";
                }
                if (m.message != null && $Object.hasOwnProperty.call(m, "message")) {
                    if (!$util.isString(m.message))
                        return "message: string expected";
                }
                return null;
            };

            /**
             * Creates an ErrorMessage message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.ErrorMessage
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.ErrorMessage} ErrorMessage
             */
            ErrorMessage.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.ErrorMessage)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.ErrorMessage: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.ErrorMessage();
                if (d.code != null) {
                    if ($Number(d.code) !== 0) {
                        m.code = d.code | 0;
                    }
                }
                if (d.message != null) {
                    if (typeof d.message !== "string" || d.message.length) {
                        m.message = $String(d.message);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an ErrorMessage message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.ErrorMessage
             * @static
             * @param {desk.orders.ErrorMessage} m ErrorMessage
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            ErrorMessage.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.code = 0;
                    d.message = "";
                }
                if (m.code != null && $Object.hasOwnProperty.call(m, "code")) {
                    d.code = m.code;
                }
                if (m.message != null && $Object.hasOwnProperty.call(m, "message")) {
                    d.message = m.message;
                }
                return d;
            };

            /**
             * Converts this ErrorMessage to JSON.
             * @function toJSON
             * @memberof desk.orders.ErrorMessage
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            ErrorMessage.prototype.toJSON = function() {
                return ErrorMessage.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for ErrorMessage
             * @function getTypeUrl
             * @memberof desk.orders.ErrorMessage
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            ErrorMessage.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.ErrorMessage";
            };

            return ErrorMessage;
        })();

        orders.CreateOrderResponse = (function() {

            /**
             * Properties of a CreateOrderResponse.
             * @typedef {Object} desk.orders.CreateOrderResponse.$Properties
             * @property {boolean|null} [success] CreateOrderResponse success
             * @property {desk.orders.ErrorMessage.$Properties|null} [error] CreateOrderResponse error
             * @property {desk.orders.OrderData.$Properties|null} [data] CreateOrderResponse data
             * @property {boolean|null} [previousCancelled] CreateOrderResponse previousCancelled
             * @property {string|null} [cancelledOrderId] CreateOrderResponse cancelledOrderId
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a CreateOrderResponse.
             * @memberof desk.orders
             * @interface ICreateOrderResponse
             * @augments desk.orders.CreateOrderResponse.$Properties
             * @deprecated Use desk.orders.CreateOrderResponse.$Properties instead.
             */

            /**
             * Shape of a CreateOrderResponse.
             * @typedef {desk.orders.CreateOrderResponse.$Properties} desk.orders.CreateOrderResponse.$Shape
             */

            /**
             * Constructs a new CreateOrderResponse.
             * @memberof desk.orders
             * @classdesc Represents a CreateOrderResponse.
             * @constructor
             * @param {desk.orders.CreateOrderResponse.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const CreateOrderResponse = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * CreateOrderResponse success.
             * @member {boolean} success
             * @memberof desk.orders.CreateOrderResponse
             * @instance
             */
            CreateOrderResponse.prototype.success = false;

            /**
             * CreateOrderResponse error.
             * @member {desk.orders.ErrorMessage.$Properties|null|undefined} error
             * @memberof desk.orders.CreateOrderResponse
             * @instance
             */
            CreateOrderResponse.prototype.error = null;

            /**
             * CreateOrderResponse data.
             * @member {desk.orders.OrderData.$Properties|null|undefined} data
             * @memberof desk.orders.CreateOrderResponse
             * @instance
             */
            CreateOrderResponse.prototype.data = null;

            /**
             * CreateOrderResponse previousCancelled.
             * @member {boolean} previousCancelled
             * @memberof desk.orders.CreateOrderResponse
             * @instance
             */
            CreateOrderResponse.prototype.previousCancelled = false;

            /**
             * CreateOrderResponse cancelledOrderId.
             * @member {string} cancelledOrderId
             * @memberof desk.orders.CreateOrderResponse
             * @instance
             */
            CreateOrderResponse.prototype.cancelledOrderId = "";

            /**
             * Creates a new CreateOrderResponse instance using the specified properties.
             * @function create
             * @memberof desk.orders.CreateOrderResponse
             * @static
             * @param {desk.orders.CreateOrderResponse.$Properties=} [properties] Properties to set
             * @returns {desk.orders.CreateOrderResponse} CreateOrderResponse instance
             * @type {{
             *   (properties: desk.orders.CreateOrderResponse.$Shape): desk.orders.CreateOrderResponse & desk.orders.CreateOrderResponse.$Shape;
             *   (properties?: desk.orders.CreateOrderResponse.$Properties): desk.orders.CreateOrderResponse;
             * }}
             */
            CreateOrderResponse.create = function(properties) {
                return new CreateOrderResponse(properties);
            };

            /**
             * Encodes the specified CreateOrderResponse message. Does not implicitly {@link desk.orders.CreateOrderResponse.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.CreateOrderResponse
             * @static
             * @param {desk.orders.CreateOrderResponse.$Properties} m CreateOrderResponse message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            CreateOrderResponse.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.success != null && $Object.hasOwnProperty.call(m, "success") && m.success !== false)
                    w.uint32(/* id 1, wireType 0 =*/8).bool(m.success);
                if (m.error != null && $Object.hasOwnProperty.call(m, "error"))
                    $root.desk.orders.ErrorMessage.encode(m.error, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                if (m.data != null && $Object.hasOwnProperty.call(m, "data"))
                    $root.desk.orders.OrderData.encode(m.data, w.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                if (m.previousCancelled != null && $Object.hasOwnProperty.call(m, "previousCancelled") && m.previousCancelled !== false)
                    w.uint32(/* id 4, wireType 0 =*/32).bool(m.previousCancelled);
                if (m.cancelledOrderId != null && $Object.hasOwnProperty.call(m, "cancelledOrderId") && m.cancelledOrderId !== "")
                    w.uint32(/* id 5, wireType 2 =*/42).string(m.cancelledOrderId);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified CreateOrderResponse message, length delimited. Does not implicitly {@link desk.orders.CreateOrderResponse.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.CreateOrderResponse
             * @static
             * @param {desk.orders.CreateOrderResponse.$Properties} message CreateOrderResponse message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            CreateOrderResponse.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a CreateOrderResponse message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.CreateOrderResponse
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.CreateOrderResponse & desk.orders.CreateOrderResponse.$Shape} CreateOrderResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            CreateOrderResponse.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.CreateOrderResponse();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.success = v;
                            else
                                delete m.success;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            m.error = $root.desk.orders.ErrorMessage.decode(r, r.size(), $undefined, q + 1, m.error);
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            m.data = $root.desk.orders.OrderData.decode(r, r.size(), $undefined, q + 1, m.data);
                            continue;
                        }
                    case 4: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.previousCancelled = v;
                            else
                                delete m.previousCancelled;
                            continue;
                        }
                    case 5: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.cancelledOrderId = v;
                            else
                                delete m.cancelledOrderId;
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes a CreateOrderResponse message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.CreateOrderResponse
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.CreateOrderResponse & desk.orders.CreateOrderResponse.$Shape} CreateOrderResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            CreateOrderResponse.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a CreateOrderResponse message.
             * @function verify
             * @memberof desk.orders.CreateOrderResponse
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            CreateOrderResponse.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.success != null && $Object.hasOwnProperty.call(m, "success")) {
                    if (typeof m.success !== "boolean")
                        return "success: boolean expected";
                }
                if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                    {
                        var e = $root.desk.orders.ErrorMessage.verify(m.error, q + 1);
                        if (e)
                            return "error." + e;
                    }
                }
                if (m.data != null && $Object.hasOwnProperty.call(m, "data")) {
                    {
                        var e = $root.desk.orders.OrderData.verify(m.data, q + 1);
                        if (e)
                            return "data." + e;
                    }
                }
                if (m.previousCancelled != null && $Object.hasOwnProperty.call(m, "previousCancelled")) {
                    if (typeof m.previousCancelled !== "boolean")
                        return "previousCancelled: boolean expected";
                }
                if (m.cancelledOrderId != null && $Object.hasOwnProperty.call(m, "cancelledOrderId")) {
                    if (!$util.isString(m.cancelledOrderId))
                        return "cancelledOrderId: string expected";
                }
                return null;
            };

            /**
             * Creates a CreateOrderResponse message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.CreateOrderResponse
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.CreateOrderResponse} CreateOrderResponse
             */
            CreateOrderResponse.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.CreateOrderResponse)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.CreateOrderResponse: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.CreateOrderResponse();
                if (d.success != null) {
                    if (d.success) {
                        m.success = $Boolean(d.success);
                    }
                }
                if (d.error != null) {
                    if (!$util.isObject(d.error))
                        throw $TypeError(".desk.orders.CreateOrderResponse.error: object expected");
                    m.error = $root.desk.orders.ErrorMessage.fromObject(d.error, q + 1);
                }
                if (d.data != null) {
                    if (!$util.isObject(d.data))
                        throw $TypeError(".desk.orders.CreateOrderResponse.data: object expected");
                    m.data = $root.desk.orders.OrderData.fromObject(d.data, q + 1);
                }
                if (d.previousCancelled != null) {
                    if (d.previousCancelled) {
                        m.previousCancelled = $Boolean(d.previousCancelled);
                    }
                }
                if (d.cancelledOrderId != null) {
                    if (typeof d.cancelledOrderId !== "string" || d.cancelledOrderId.length) {
                        m.cancelledOrderId = $String(d.cancelledOrderId);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a CreateOrderResponse message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.CreateOrderResponse
             * @static
             * @param {desk.orders.CreateOrderResponse} m CreateOrderResponse
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            CreateOrderResponse.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.success = false;
                    d.error = null;
                    d.data = null;
                    d.previousCancelled = false;
                    d.cancelledOrderId = "";
                }
                if (m.success != null && $Object.hasOwnProperty.call(m, "success")) {
                    d.success = m.success;
                }
                if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                    d.error = $root.desk.orders.ErrorMessage.toObject(m.error, o, q + 1);
                }
                if (m.data != null && $Object.hasOwnProperty.call(m, "data")) {
                    d.data = $root.desk.orders.OrderData.toObject(m.data, o, q + 1);
                }
                if (m.previousCancelled != null && $Object.hasOwnProperty.call(m, "previousCancelled")) {
                    d.previousCancelled = m.previousCancelled;
                }
                if (m.cancelledOrderId != null && $Object.hasOwnProperty.call(m, "cancelledOrderId")) {
                    d.cancelledOrderId = m.cancelledOrderId;
                }
                return d;
            };

            /**
             * Converts this CreateOrderResponse to JSON.
             * @function toJSON
             * @memberof desk.orders.CreateOrderResponse
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            CreateOrderResponse.prototype.toJSON = function() {
                return CreateOrderResponse.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for CreateOrderResponse
             * @function getTypeUrl
             * @memberof desk.orders.CreateOrderResponse
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            CreateOrderResponse.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.CreateOrderResponse";
            };

            return CreateOrderResponse;
        })();

        orders.CancelOrderRequest = (function() {

            /**
             * Properties of a CancelOrderRequest.
             * @typedef {Object} desk.orders.CancelOrderRequest.$Properties
             * @property {string|null} [market] CancelOrderRequest market
             * @property {desk.orders.HedgeVenueRef.$Properties|null} [hedgeVenue] CancelOrderRequest hedgeVenue
             * @property {string|null} [orderId] CancelOrderRequest orderId
             * @property {desk.orders.Side|null} [side] CancelOrderRequest side
             * @property {desk.orders.PositionSide|null} [positionSide] CancelOrderRequest positionSide
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a CancelOrderRequest.
             * @memberof desk.orders
             * @interface ICancelOrderRequest
             * @augments desk.orders.CancelOrderRequest.$Properties
             * @deprecated Use desk.orders.CancelOrderRequest.$Properties instead.
             */

            /**
             * Shape of a CancelOrderRequest.
             * @typedef {desk.orders.CancelOrderRequest.$Properties} desk.orders.CancelOrderRequest.$Shape
             */

            /**
             * Constructs a new CancelOrderRequest.
             * @memberof desk.orders
             * @classdesc Represents a CancelOrderRequest.
             * @constructor
             * @param {desk.orders.CancelOrderRequest.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const CancelOrderRequest = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * CancelOrderRequest market.
             * @member {string} market
             * @memberof desk.orders.CancelOrderRequest
             * @instance
             */
            CancelOrderRequest.prototype.market = "";

            /**
             * CancelOrderRequest hedgeVenue.
             * @member {desk.orders.HedgeVenueRef.$Properties|null|undefined} hedgeVenue
             * @memberof desk.orders.CancelOrderRequest
             * @instance
             */
            CancelOrderRequest.prototype.hedgeVenue = null;

            /**
             * CancelOrderRequest orderId.
             * @member {string} orderId
             * @memberof desk.orders.CancelOrderRequest
             * @instance
             */
            CancelOrderRequest.prototype.orderId = "";

            /**
             * CancelOrderRequest side.
             * @member {desk.orders.Side} side
             * @memberof desk.orders.CancelOrderRequest
             * @instance
             */
            CancelOrderRequest.prototype.side = 0;

            /**
             * CancelOrderRequest positionSide.
             * @member {desk.orders.PositionSide} positionSide
             * @memberof desk.orders.CancelOrderRequest
             * @instance
             */
            CancelOrderRequest.prototype.positionSide = 0;

            /**
             * Creates a new CancelOrderRequest instance using the specified properties.
             * @function create
             * @memberof desk.orders.CancelOrderRequest
             * @static
             * @param {desk.orders.CancelOrderRequest.$Properties=} [properties] Properties to set
             * @returns {desk.orders.CancelOrderRequest} CancelOrderRequest instance
             * @type {{
             *   (properties: desk.orders.CancelOrderRequest.$Shape): desk.orders.CancelOrderRequest & desk.orders.CancelOrderRequest.$Shape;
             *   (properties?: desk.orders.CancelOrderRequest.$Properties): desk.orders.CancelOrderRequest;
             * }}
             */
            CancelOrderRequest.create = function(properties) {
                return new CancelOrderRequest(properties);
            };

            /**
             * Encodes the specified CancelOrderRequest message. Does not implicitly {@link desk.orders.CancelOrderRequest.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.CancelOrderRequest
             * @static
             * @param {desk.orders.CancelOrderRequest.$Properties} m CancelOrderRequest message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            CancelOrderRequest.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.market != null && $Object.hasOwnProperty.call(m, "market") && m.market !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.market);
                if (m.hedgeVenue != null && $Object.hasOwnProperty.call(m, "hedgeVenue"))
                    $root.desk.orders.HedgeVenueRef.encode(m.hedgeVenue, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                if (m.orderId != null && $Object.hasOwnProperty.call(m, "orderId") && m.orderId !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.orderId);
                if (m.side != null && $Object.hasOwnProperty.call(m, "side") && m.side !== 0)
                    w.uint32(/* id 4, wireType 0 =*/32).int32(m.side);
                if (m.positionSide != null && $Object.hasOwnProperty.call(m, "positionSide") && m.positionSide !== 0)
                    w.uint32(/* id 5, wireType 0 =*/40).int32(m.positionSide);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified CancelOrderRequest message, length delimited. Does not implicitly {@link desk.orders.CancelOrderRequest.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.CancelOrderRequest
             * @static
             * @param {desk.orders.CancelOrderRequest.$Properties} message CancelOrderRequest message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            CancelOrderRequest.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a CancelOrderRequest message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.CancelOrderRequest
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.CancelOrderRequest & desk.orders.CancelOrderRequest.$Shape} CancelOrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            CancelOrderRequest.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.CancelOrderRequest();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.market = v;
                            else
                                delete m.market;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            m.hedgeVenue = $root.desk.orders.HedgeVenueRef.decode(r, r.size(), $undefined, q + 1, m.hedgeVenue);
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.orderId = v;
                            else
                                delete m.orderId;
                            continue;
                        }
                    case 4: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.side = v;
                            else
                                delete m.side;
                            continue;
                        }
                    case 5: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.positionSide = v;
                            else
                                delete m.positionSide;
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes a CancelOrderRequest message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.CancelOrderRequest
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.CancelOrderRequest & desk.orders.CancelOrderRequest.$Shape} CancelOrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            CancelOrderRequest.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a CancelOrderRequest message.
             * @function verify
             * @memberof desk.orders.CancelOrderRequest
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            CancelOrderRequest.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.market != null && $Object.hasOwnProperty.call(m, "market")) {
                    if (!$util.isString(m.market))
                        return "market: string expected";
                }
                if (m.hedgeVenue != null && $Object.hasOwnProperty.call(m, "hedgeVenue")) {
                    {
                        var e = $root.desk.orders.HedgeVenueRef.verify(m.hedgeVenue, q + 1);
                        if (e)
                            return "hedgeVenue." + e;
                    }
                }
                if (m.orderId != null && $Object.hasOwnProperty.call(m, "orderId")) {
                    if (!$util.isString(m.orderId))
                        return "orderId: string expected";
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    if (typeof m.side !== "number" || (m.side | 0) !== m.side)
                        return "side: enum value expected";
                }
                if (m.positionSide != null && $Object.hasOwnProperty.call(m, "positionSide")) {
                    if (typeof m.positionSide !== "number" || (m.positionSide | 0) !== m.positionSide)
                        return "positionSide: enum value expected";
                }
                return null;
            };

            /**
             * Creates a CancelOrderRequest message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.CancelOrderRequest
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.CancelOrderRequest} CancelOrderRequest
             */
            CancelOrderRequest.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.CancelOrderRequest)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.CancelOrderRequest: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.CancelOrderRequest();
                if (d.market != null) {
                    if (typeof d.market !== "string" || d.market.length) {
                        m.market = $String(d.market);
                    }
                }
                if (d.hedgeVenue != null) {
                    if (!$util.isObject(d.hedgeVenue))
                        throw $TypeError(".desk.orders.CancelOrderRequest.hedgeVenue: object expected");
                    m.hedgeVenue = $root.desk.orders.HedgeVenueRef.fromObject(d.hedgeVenue, q + 1);
                }
                if (d.orderId != null) {
                    if (typeof d.orderId !== "string" || d.orderId.length) {
                        m.orderId = $String(d.orderId);
                    }
                }
                if (d.side !== 0 && (typeof d.side !== "string" || $root.desk.orders.Side[d.side] !== 0)) {
                    switch (d.side) {
                    case "SIDE_UNSPECIFIED":
                    case 0:
                        m.side = 0;
                        break;
                    case "BUY":
                    case 1:
                        m.side = 1;
                        break;
                    case "SELL":
                    case 2:
                        m.side = 2;
                        break;
                    default:
                        if (typeof d.side === "number" && (d.side | 0) === d.side)
                            m.side = d.side;
                    }
                }
                if (d.positionSide !== 0 && (typeof d.positionSide !== "string" || $root.desk.orders.PositionSide[d.positionSide] !== 0)) {
                    switch (d.positionSide) {
                    case "BOTH":
                    case 0:
                        m.positionSide = 0;
                        break;
                    case "LONG":
                    case 1:
                        m.positionSide = 1;
                        break;
                    case "SHORT":
                    case 2:
                        m.positionSide = 2;
                        break;
                    default:
                        if (typeof d.positionSide === "number" && (d.positionSide | 0) === d.positionSide)
                            m.positionSide = d.positionSide;
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a CancelOrderRequest message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.CancelOrderRequest
             * @static
             * @param {desk.orders.CancelOrderRequest} m CancelOrderRequest
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            CancelOrderRequest.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.market = "";
                    d.hedgeVenue = null;
                    d.orderId = "";
                    d.side = o.enums === $String ? "SIDE_UNSPECIFIED" : 0;
                    d.positionSide = o.enums === $String ? "BOTH" : 0;
                }
                if (m.market != null && $Object.hasOwnProperty.call(m, "market")) {
                    d.market = m.market;
                }
                if (m.hedgeVenue != null && $Object.hasOwnProperty.call(m, "hedgeVenue")) {
                    d.hedgeVenue = $root.desk.orders.HedgeVenueRef.toObject(m.hedgeVenue, o, q + 1);
                }
                if (m.orderId != null && $Object.hasOwnProperty.call(m, "orderId")) {
                    d.orderId = m.orderId;
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    d.side = o.enums === $String ? $root.desk.orders.Side[m.side] === $undefined ? m.side : $root.desk.orders.Side[m.side] : m.side;
                }
                if (m.positionSide != null && $Object.hasOwnProperty.call(m, "positionSide")) {
                    d.positionSide = o.enums === $String ? $root.desk.orders.PositionSide[m.positionSide] === $undefined ? m.positionSide : $root.desk.orders.PositionSide[m.positionSide] : m.positionSide;
                }
                return d;
            };

            /**
             * Converts this CancelOrderRequest to JSON.
             * @function toJSON
             * @memberof desk.orders.CancelOrderRequest
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            CancelOrderRequest.prototype.toJSON = function() {
                return CancelOrderRequest.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for CancelOrderRequest
             * @function getTypeUrl
             * @memberof desk.orders.CancelOrderRequest
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            CancelOrderRequest.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.CancelOrderRequest";
            };

            return CancelOrderRequest;
        })();

        orders.CancelOrderResponse = (function() {

            /**
             * Properties of a CancelOrderResponse.
             * @typedef {Object} desk.orders.CancelOrderResponse.$Properties
             * @property {boolean|null} [success] CancelOrderResponse success
             * @property {desk.orders.ErrorMessage.$Properties|null} [error] CancelOrderResponse error
             * @property {string|null} [executedQuantity] CancelOrderResponse executedQuantity
             * @property {desk.orders.Side|null} [side] CancelOrderResponse side
             * @property {desk.orders.OrderType|null} [orderType] CancelOrderResponse orderType
             * @property {desk.orders.TimeInForce|null} [timeInForce] CancelOrderResponse timeInForce
             * @property {boolean|null} [reduceOnly] CancelOrderResponse reduceOnly
             * @property {boolean|null} [priceProtect] CancelOrderResponse priceProtect
             * @property {boolean|null} [closePosition] CancelOrderResponse closePosition
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a CancelOrderResponse.
             * @memberof desk.orders
             * @interface ICancelOrderResponse
             * @augments desk.orders.CancelOrderResponse.$Properties
             * @deprecated Use desk.orders.CancelOrderResponse.$Properties instead.
             */

            /**
             * Shape of a CancelOrderResponse.
             * @typedef {desk.orders.CancelOrderResponse.$Properties} desk.orders.CancelOrderResponse.$Shape
             */

            /**
             * Constructs a new CancelOrderResponse.
             * @memberof desk.orders
             * @classdesc Represents a CancelOrderResponse.
             * @constructor
             * @param {desk.orders.CancelOrderResponse.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const CancelOrderResponse = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * CancelOrderResponse success.
             * @member {boolean} success
             * @memberof desk.orders.CancelOrderResponse
             * @instance
             */
            CancelOrderResponse.prototype.success = false;

            /**
             * CancelOrderResponse error.
             * @member {desk.orders.ErrorMessage.$Properties|null|undefined} error
             * @memberof desk.orders.CancelOrderResponse
             * @instance
             */
            CancelOrderResponse.prototype.error = null;

            /**
             * CancelOrderResponse executedQuantity.
             * @member {string} executedQuantity
             * @memberof desk.orders.CancelOrderResponse
             * @instance
             */
            CancelOrderResponse.prototype.executedQuantity = "";

            /**
             * CancelOrderResponse side.
             * @member {desk.orders.Side} side
             * @memberof desk.orders.CancelOrderResponse
             * @instance
             */
            CancelOrderResponse.prototype.side = 0;

            /**
             * CancelOrderResponse orderType.
             * @member {desk.orders.OrderType} orderType
             * @memberof desk.orders.CancelOrderResponse
             * @instance
             */
            CancelOrderResponse.prototype.orderType = 0;

            /**
             * CancelOrderResponse timeInForce.
             * @member {desk.orders.TimeInForce} timeInForce
             * @memberof desk.orders.CancelOrderResponse
             * @instance
             */
            CancelOrderResponse.prototype.timeInForce = 0;

            /**
             * CancelOrderResponse reduceOnly.
             * @member {boolean} reduceOnly
             * @memberof desk.orders.CancelOrderResponse
             * @instance
             */
            CancelOrderResponse.prototype.reduceOnly = false;

            /**
             * CancelOrderResponse priceProtect.
             * @member {boolean} priceProtect
             * @memberof desk.orders.CancelOrderResponse
             * @instance
             */
            CancelOrderResponse.prototype.priceProtect = false;

            /**
             * CancelOrderResponse closePosition.
             * @member {boolean} closePosition
             * @memberof desk.orders.CancelOrderResponse
             * @instance
             */
            CancelOrderResponse.prototype.closePosition = false;

            /**
             * Creates a new CancelOrderResponse instance using the specified properties.
             * @function create
             * @memberof desk.orders.CancelOrderResponse
             * @static
             * @param {desk.orders.CancelOrderResponse.$Properties=} [properties] Properties to set
             * @returns {desk.orders.CancelOrderResponse} CancelOrderResponse instance
             * @type {{
             *   (properties: desk.orders.CancelOrderResponse.$Shape): desk.orders.CancelOrderResponse & desk.orders.CancelOrderResponse.$Shape;
             *   (properties?: desk.orders.CancelOrderResponse.$Properties): desk.orders.CancelOrderResponse;
             * }}
             */
            CancelOrderResponse.create = function(properties) {
                return new CancelOrderResponse(properties);
            };

            /**
             * Encodes the specified CancelOrderResponse message. Does not implicitly {@link desk.orders.CancelOrderResponse.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.CancelOrderResponse
             * @static
             * @param {desk.orders.CancelOrderResponse.$Properties} m CancelOrderResponse message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            CancelOrderResponse.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.success != null && $Object.hasOwnProperty.call(m, "success") && m.success !== false)
                    w.uint32(/* id 1, wireType 0 =*/8).bool(m.success);
                if (m.error != null && $Object.hasOwnProperty.call(m, "error"))
                    $root.desk.orders.ErrorMessage.encode(m.error, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                if (m.executedQuantity != null && $Object.hasOwnProperty.call(m, "executedQuantity") && m.executedQuantity !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.executedQuantity);
                if (m.side != null && $Object.hasOwnProperty.call(m, "side") && m.side !== 0)
                    w.uint32(/* id 4, wireType 0 =*/32).int32(m.side);
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType") && m.orderType !== 0)
                    w.uint32(/* id 5, wireType 0 =*/40).int32(m.orderType);
                if (m.timeInForce != null && $Object.hasOwnProperty.call(m, "timeInForce") && m.timeInForce !== 0)
                    w.uint32(/* id 6, wireType 0 =*/48).int32(m.timeInForce);
                if (m.reduceOnly != null && $Object.hasOwnProperty.call(m, "reduceOnly") && m.reduceOnly !== false)
                    w.uint32(/* id 7, wireType 0 =*/56).bool(m.reduceOnly);
                if (m.priceProtect != null && $Object.hasOwnProperty.call(m, "priceProtect") && m.priceProtect !== false)
                    w.uint32(/* id 8, wireType 0 =*/64).bool(m.priceProtect);
                if (m.closePosition != null && $Object.hasOwnProperty.call(m, "closePosition") && m.closePosition !== false)
                    w.uint32(/* id 9, wireType 0 =*/72).bool(m.closePosition);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified CancelOrderResponse message, length delimited. Does not implicitly {@link desk.orders.CancelOrderResponse.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.CancelOrderResponse
             * @static
             * @param {desk.orders.CancelOrderResponse.$Properties} message CancelOrderResponse message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            CancelOrderResponse.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a CancelOrderResponse message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.CancelOrderResponse
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.CancelOrderResponse & desk.orders.CancelOrderResponse.$Shape} CancelOrderResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            CancelOrderResponse.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.CancelOrderResponse();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.success = v;
                            else
                                delete m.success;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            m.error = $root.desk.orders.ErrorMessage.decode(r, r.size(), $undefined, q + 1, m.error);
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.executedQuantity = v;
                            else
                                delete m.executedQuantity;
                            continue;
                        }
                    case 4: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.side = v;
                            else
                                delete m.side;
                            continue;
                        }
                    case 5: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.orderType = v;
                            else
                                delete m.orderType;
                            continue;
                        }
                    case 6: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.timeInForce = v;
                            else
                                delete m.timeInForce;
                            continue;
                        }
                    case 7: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.reduceOnly = v;
                            else
                                delete m.reduceOnly;
                            continue;
                        }
                    case 8: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.priceProtect = v;
                            else
                                delete m.priceProtect;
                            continue;
                        }
                    case 9: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.closePosition = v;
                            else
                                delete m.closePosition;
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes a CancelOrderResponse message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.CancelOrderResponse
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.CancelOrderResponse & desk.orders.CancelOrderResponse.$Shape} CancelOrderResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            CancelOrderResponse.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a CancelOrderResponse message.
             * @function verify
             * @memberof desk.orders.CancelOrderResponse
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            CancelOrderResponse.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.success != null && $Object.hasOwnProperty.call(m, "success")) {
                    if (typeof m.success !== "boolean")
                        return "success: boolean expected";
                }
                if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                    {
                        var e = $root.desk.orders.ErrorMessage.verify(m.error, q + 1);
                        if (e)
                            return "error." + e;
                    }
                }
                if (m.executedQuantity != null && $Object.hasOwnProperty.call(m, "executedQuantity")) {
                    if (!$util.isString(m.executedQuantity))
                        return "executedQuantity: string expected";
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    if (typeof m.side !== "number" || (m.side | 0) !== m.side)
                        return "side: enum value expected";
                }
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType")) {
                    if (typeof m.orderType !== "number" || (m.orderType | 0) !== m.orderType)
                        return "orderType: enum value expected";
                }
                if (m.timeInForce != null && $Object.hasOwnProperty.call(m, "timeInForce")) {
                    if (typeof m.timeInForce !== "number" || (m.timeInForce | 0) !== m.timeInForce)
                        return "timeInForce: enum value expected";
                }
                if (m.reduceOnly != null && $Object.hasOwnProperty.call(m, "reduceOnly")) {
                    if (typeof m.reduceOnly !== "boolean")
                        return "reduceOnly: boolean expected";
                }
                if (m.priceProtect != null && $Object.hasOwnProperty.call(m, "priceProtect")) {
                    if (typeof m.priceProtect !== "boolean")
                        return "priceProtect: boolean expected";
                }
                if (m.closePosition != null && $Object.hasOwnProperty.call(m, "closePosition")) {
                    if (typeof m.closePosition !== "boolean")
                        return "closePosition: boolean expected";
                }
                return null;
            };

            /**
             * Creates a CancelOrderResponse message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.CancelOrderResponse
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.CancelOrderResponse} CancelOrderResponse
             */
            CancelOrderResponse.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.CancelOrderResponse)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.CancelOrderResponse: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.CancelOrderResponse();
                if (d.success != null) {
                    if (d.success) {
                        m.success = $Boolean(d.success);
                    }
                }
                if (d.error != null) {
                    if (!$util.isObject(d.error))
                        throw $TypeError(".desk.orders.CancelOrderResponse.error: object expected");
                    m.error = $root.desk.orders.ErrorMessage.fromObject(d.error, q + 1);
                }
                if (d.executedQuantity != null) {
                    if (typeof d.executedQuantity !== "string" || d.executedQuantity.length) {
                        m.executedQuantity = $String(d.executedQuantity);
                    }
                }
                if (d.side !== 0 && (typeof d.side !== "string" || $root.desk.orders.Side[d.side] !== 0)) {
                    switch (d.side) {
                    case "SIDE_UNSPECIFIED":
                    case 0:
                        m.side = 0;
                        break;
                    case "BUY":
                    case 1:
                        m.side = 1;
                        break;
                    case "SELL":
                    case 2:
                        m.side = 2;
                        break;
                    default:
                        if (typeof d.side === "number" && (d.side | 0) === d.side)
                            m.side = d.side;
                    }
                }
                if (d.orderType !== 0 && (typeof d.orderType !== "string" || $root.desk.orders.OrderType[d.orderType] !== 0)) {
                    switch (d.orderType) {
                    case "ORDER_TYPE_UNSPECIFIED":
                    case 0:
                        m.orderType = 0;
                        break;
                    case "LIMIT":
                    case 1:
                        m.orderType = 1;
                        break;
                    case "MARKET":
                    case 2:
                        m.orderType = 2;
                        break;
                    case "STOP_LOSS":
                    case 3:
                        m.orderType = 3;
                        break;
                    case "STOP_LOSS_LIMIT":
                    case 4:
                        m.orderType = 4;
                        break;
                    case "TAKE_PROFIT":
                    case 5:
                        m.orderType = 5;
                        break;
                    case "TAKE_PROFIT_LIMIT":
                    case 6:
                        m.orderType = 6;
                        break;
                    case "LIMIT_MAKER":
                    case 7:
                        m.orderType = 7;
                        break;
                    case "STOP":
                    case 8:
                        m.orderType = 8;
                        break;
                    case "STOP_MARKET":
                    case 9:
                        m.orderType = 9;
                        break;
                    case "TAKE_PROFIT_MARKET":
                    case 10:
                        m.orderType = 10;
                        break;
                    case "TRAILING_STOP_MARKET":
                    case 11:
                        m.orderType = 11;
                        break;
                    case "STOP_LIMIT":
                    case 12:
                        m.orderType = 12;
                        break;
                    case "TWAP":
                    case 13:
                        m.orderType = 13;
                        break;
                    default:
                        if (typeof d.orderType === "number" && (d.orderType | 0) === d.orderType)
                            m.orderType = d.orderType;
                    }
                }
                if (d.timeInForce !== 0 && (typeof d.timeInForce !== "string" || $root.desk.orders.TimeInForce[d.timeInForce] !== 0)) {
                    switch (d.timeInForce) {
                    case "NONE":
                    case 0:
                        m.timeInForce = 0;
                        break;
                    case "GTC":
                    case 1:
                        m.timeInForce = 1;
                        break;
                    case "IOC":
                    case 2:
                        m.timeInForce = 2;
                        break;
                    case "FOK":
                    case 3:
                        m.timeInForce = 3;
                        break;
                    case "GTX":
                    case 4:
                        m.timeInForce = 4;
                        break;
                    default:
                        if (typeof d.timeInForce === "number" && (d.timeInForce | 0) === d.timeInForce)
                            m.timeInForce = d.timeInForce;
                    }
                }
                if (d.reduceOnly != null) {
                    if (d.reduceOnly) {
                        m.reduceOnly = $Boolean(d.reduceOnly);
                    }
                }
                if (d.priceProtect != null) {
                    if (d.priceProtect) {
                        m.priceProtect = $Boolean(d.priceProtect);
                    }
                }
                if (d.closePosition != null) {
                    if (d.closePosition) {
                        m.closePosition = $Boolean(d.closePosition);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a CancelOrderResponse message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.CancelOrderResponse
             * @static
             * @param {desk.orders.CancelOrderResponse} m CancelOrderResponse
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            CancelOrderResponse.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.success = false;
                    d.error = null;
                    d.executedQuantity = "";
                    d.side = o.enums === $String ? "SIDE_UNSPECIFIED" : 0;
                    d.orderType = o.enums === $String ? "ORDER_TYPE_UNSPECIFIED" : 0;
                    d.timeInForce = o.enums === $String ? "NONE" : 0;
                    d.reduceOnly = false;
                    d.priceProtect = false;
                    d.closePosition = false;
                }
                if (m.success != null && $Object.hasOwnProperty.call(m, "success")) {
                    d.success = m.success;
                }
                if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                    d.error = $root.desk.orders.ErrorMessage.toObject(m.error, o, q + 1);
                }
                if (m.executedQuantity != null && $Object.hasOwnProperty.call(m, "executedQuantity")) {
                    d.executedQuantity = m.executedQuantity;
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    d.side = o.enums === $String ? $root.desk.orders.Side[m.side] === $undefined ? m.side : $root.desk.orders.Side[m.side] : m.side;
                }
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType")) {
                    d.orderType = o.enums === $String ? $root.desk.orders.OrderType[m.orderType] === $undefined ? m.orderType : $root.desk.orders.OrderType[m.orderType] : m.orderType;
                }
                if (m.timeInForce != null && $Object.hasOwnProperty.call(m, "timeInForce")) {
                    d.timeInForce = o.enums === $String ? $root.desk.orders.TimeInForce[m.timeInForce] === $undefined ? m.timeInForce : $root.desk.orders.TimeInForce[m.timeInForce] : m.timeInForce;
                }
                if (m.reduceOnly != null && $Object.hasOwnProperty.call(m, "reduceOnly")) {
                    d.reduceOnly = m.reduceOnly;
                }
                if (m.priceProtect != null && $Object.hasOwnProperty.call(m, "priceProtect")) {
                    d.priceProtect = m.priceProtect;
                }
                if (m.closePosition != null && $Object.hasOwnProperty.call(m, "closePosition")) {
                    d.closePosition = m.closePosition;
                }
                return d;
            };

            /**
             * Converts this CancelOrderResponse to JSON.
             * @function toJSON
             * @memberof desk.orders.CancelOrderResponse
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            CancelOrderResponse.prototype.toJSON = function() {
                return CancelOrderResponse.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for CancelOrderResponse
             * @function getTypeUrl
             * @memberof desk.orders.CancelOrderResponse
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            CancelOrderResponse.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.CancelOrderResponse";
            };

            return CancelOrderResponse;
        })();

        orders.EditOrderRequest = (function() {

            /**
             * Properties of an EditOrderRequest.
             * @typedef {Object} desk.orders.EditOrderRequest.$Properties
             * @property {desk.orders.CancelOrderRequest.$Properties|null} [cancelParams] EditOrderRequest cancelParams
             * @property {string|null} [quantity] EditOrderRequest quantity
             * @property {string|null} [limitPrice] EditOrderRequest limitPrice
             * @property {string|null} [stopPrice] EditOrderRequest stopPrice
             * @property {desk.orders.OrderType|null} [orderType] EditOrderRequest orderType
             * @property {boolean|null} [postOnly] EditOrderRequest postOnly
             * @property {string|null} [marginMode] EditOrderRequest marginMode
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an EditOrderRequest.
             * @memberof desk.orders
             * @interface IEditOrderRequest
             * @augments desk.orders.EditOrderRequest.$Properties
             * @deprecated Use desk.orders.EditOrderRequest.$Properties instead.
             */

            /**
             * Shape of an EditOrderRequest.
             * @typedef {desk.orders.EditOrderRequest.$Properties} desk.orders.EditOrderRequest.$Shape
             */

            /**
             * Constructs a new EditOrderRequest.
             * @memberof desk.orders
             * @classdesc Represents an EditOrderRequest.
             * @constructor
             * @param {desk.orders.EditOrderRequest.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const EditOrderRequest = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * EditOrderRequest cancelParams.
             * @member {desk.orders.CancelOrderRequest.$Properties|null|undefined} cancelParams
             * @memberof desk.orders.EditOrderRequest
             * @instance
             */
            EditOrderRequest.prototype.cancelParams = null;

            /**
             * EditOrderRequest quantity.
             * @member {string} quantity
             * @memberof desk.orders.EditOrderRequest
             * @instance
             */
            EditOrderRequest.prototype.quantity = "";

            /**
             * EditOrderRequest limitPrice.
             * @member {string} limitPrice
             * @memberof desk.orders.EditOrderRequest
             * @instance
             */
            EditOrderRequest.prototype.limitPrice = "";

            /**
             * EditOrderRequest stopPrice.
             * @member {string} stopPrice
             * @memberof desk.orders.EditOrderRequest
             * @instance
             */
            EditOrderRequest.prototype.stopPrice = "";

            /**
             * EditOrderRequest orderType.
             * @member {desk.orders.OrderType} orderType
             * @memberof desk.orders.EditOrderRequest
             * @instance
             */
            EditOrderRequest.prototype.orderType = 0;

            /**
             * EditOrderRequest postOnly.
             * @member {boolean} postOnly
             * @memberof desk.orders.EditOrderRequest
             * @instance
             */
            EditOrderRequest.prototype.postOnly = false;

            /**
             * EditOrderRequest marginMode.
             * @member {string} marginMode
             * @memberof desk.orders.EditOrderRequest
             * @instance
             */
            EditOrderRequest.prototype.marginMode = "";

            /**
             * Creates a new EditOrderRequest instance using the specified properties.
             * @function create
             * @memberof desk.orders.EditOrderRequest
             * @static
             * @param {desk.orders.EditOrderRequest.$Properties=} [properties] Properties to set
             * @returns {desk.orders.EditOrderRequest} EditOrderRequest instance
             * @type {{
             *   (properties: desk.orders.EditOrderRequest.$Shape): desk.orders.EditOrderRequest & desk.orders.EditOrderRequest.$Shape;
             *   (properties?: desk.orders.EditOrderRequest.$Properties): desk.orders.EditOrderRequest;
             * }}
             */
            EditOrderRequest.create = function(properties) {
                return new EditOrderRequest(properties);
            };

            /**
             * Encodes the specified EditOrderRequest message. Does not implicitly {@link desk.orders.EditOrderRequest.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.EditOrderRequest
             * @static
             * @param {desk.orders.EditOrderRequest.$Properties} m EditOrderRequest message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            EditOrderRequest.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.cancelParams != null && $Object.hasOwnProperty.call(m, "cancelParams"))
                    $root.desk.orders.CancelOrderRequest.encode(m.cancelParams, w.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity") && m.quantity !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.quantity);
                if (m.limitPrice != null && $Object.hasOwnProperty.call(m, "limitPrice") && m.limitPrice !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.limitPrice);
                if (m.stopPrice != null && $Object.hasOwnProperty.call(m, "stopPrice") && m.stopPrice !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.stopPrice);
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType") && m.orderType !== 0)
                    w.uint32(/* id 5, wireType 0 =*/40).int32(m.orderType);
                if (m.postOnly != null && $Object.hasOwnProperty.call(m, "postOnly") && m.postOnly !== false)
                    w.uint32(/* id 6, wireType 0 =*/48).bool(m.postOnly);
                if (m.marginMode != null && $Object.hasOwnProperty.call(m, "marginMode") && m.marginMode !== "")
                    w.uint32(/* id 7, wireType 2 =*/58).string(m.marginMode);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified EditOrderRequest message, length delimited. Does not implicitly {@link desk.orders.EditOrderRequest.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.EditOrderRequest
             * @static
             * @param {desk.orders.EditOrderRequest.$Properties} message EditOrderRequest message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            EditOrderRequest.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an EditOrderRequest message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.EditOrderRequest
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.EditOrderRequest & desk.orders.EditOrderRequest.$Shape} EditOrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            EditOrderRequest.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.EditOrderRequest();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 2)
                                break;
                            m.cancelParams = $root.desk.orders.CancelOrderRequest.decode(r, r.size(), $undefined, q + 1, m.cancelParams);
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.quantity = v;
                            else
                                delete m.quantity;
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.limitPrice = v;
                            else
                                delete m.limitPrice;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.stopPrice = v;
                            else
                                delete m.stopPrice;
                            continue;
                        }
                    case 5: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.orderType = v;
                            else
                                delete m.orderType;
                            continue;
                        }
                    case 6: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.postOnly = v;
                            else
                                delete m.postOnly;
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.marginMode = v;
                            else
                                delete m.marginMode;
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes an EditOrderRequest message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.EditOrderRequest
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.EditOrderRequest & desk.orders.EditOrderRequest.$Shape} EditOrderRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            EditOrderRequest.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an EditOrderRequest message.
             * @function verify
             * @memberof desk.orders.EditOrderRequest
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            EditOrderRequest.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.cancelParams != null && $Object.hasOwnProperty.call(m, "cancelParams")) {
                    {
                        var e = $root.desk.orders.CancelOrderRequest.verify(m.cancelParams, q + 1);
                        if (e)
                            return "cancelParams." + e;
                    }
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    if (!$util.isString(m.quantity))
                        return "quantity: string expected";
                }
                if (m.limitPrice != null && $Object.hasOwnProperty.call(m, "limitPrice")) {
                    if (!$util.isString(m.limitPrice))
                        return "limitPrice: string expected";
                }
                if (m.stopPrice != null && $Object.hasOwnProperty.call(m, "stopPrice")) {
                    if (!$util.isString(m.stopPrice))
                        return "stopPrice: string expected";
                }
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType")) {
                    if (typeof m.orderType !== "number" || (m.orderType | 0) !== m.orderType)
                        return "orderType: enum value expected";
                }
                if (m.postOnly != null && $Object.hasOwnProperty.call(m, "postOnly")) {
                    if (typeof m.postOnly !== "boolean")
                        return "postOnly: boolean expected";
                }
                if (m.marginMode != null && $Object.hasOwnProperty.call(m, "marginMode")) {
                    if (!$util.isString(m.marginMode))
                        return "marginMode: string expected";
                }
                return null;
            };

            /**
             * Creates an EditOrderRequest message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.EditOrderRequest
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.EditOrderRequest} EditOrderRequest
             */
            EditOrderRequest.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.EditOrderRequest)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.EditOrderRequest: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.EditOrderRequest();
                if (d.cancelParams != null) {
                    if (!$util.isObject(d.cancelParams))
                        throw $TypeError(".desk.orders.EditOrderRequest.cancelParams: object expected");
                    m.cancelParams = $root.desk.orders.CancelOrderRequest.fromObject(d.cancelParams, q + 1);
                }
                if (d.quantity != null) {
                    if (typeof d.quantity !== "string" || d.quantity.length) {
                        m.quantity = $String(d.quantity);
                    }
                }
                if (d.limitPrice != null) {
                    if (typeof d.limitPrice !== "string" || d.limitPrice.length) {
                        m.limitPrice = $String(d.limitPrice);
                    }
                }
                if (d.stopPrice != null) {
                    if (typeof d.stopPrice !== "string" || d.stopPrice.length) {
                        m.stopPrice = $String(d.stopPrice);
                    }
                }
                if (d.orderType !== 0 && (typeof d.orderType !== "string" || $root.desk.orders.OrderType[d.orderType] !== 0)) {
                    switch (d.orderType) {
                    case "ORDER_TYPE_UNSPECIFIED":
                    case 0:
                        m.orderType = 0;
                        break;
                    case "LIMIT":
                    case 1:
                        m.orderType = 1;
                        break;
                    case "MARKET":
                    case 2:
                        m.orderType = 2;
                        break;
                    case "STOP_LOSS":
                    case 3:
                        m.orderType = 3;
                        break;
                    case "STOP_LOSS_LIMIT":
                    case 4:
                        m.orderType = 4;
                        break;
                    case "TAKE_PROFIT":
                    case 5:
                        m.orderType = 5;
                        break;
                    case "TAKE_PROFIT_LIMIT":
                    case 6:
                        m.orderType = 6;
                        break;
                    case "LIMIT_MAKER":
                    case 7:
                        m.orderType = 7;
                        break;
                    case "STOP":
                    case 8:
                        m.orderType = 8;
                        break;
                    case "STOP_MARKET":
                    case 9:
                        m.orderType = 9;
                        break;
                    case "TAKE_PROFIT_MARKET":
                    case 10:
                        m.orderType = 10;
                        break;
                    case "TRAILING_STOP_MARKET":
                    case 11:
                        m.orderType = 11;
                        break;
                    case "STOP_LIMIT":
                    case 12:
                        m.orderType = 12;
                        break;
                    case "TWAP":
                    case 13:
                        m.orderType = 13;
                        break;
                    default:
                        if (typeof d.orderType === "number" && (d.orderType | 0) === d.orderType)
                            m.orderType = d.orderType;
                    }
                }
                if (d.postOnly != null) {
                    if (d.postOnly) {
                        m.postOnly = $Boolean(d.postOnly);
                    }
                }
                if (d.marginMode != null) {
                    if (typeof d.marginMode !== "string" || d.marginMode.length) {
                        m.marginMode = $String(d.marginMode);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an EditOrderRequest message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.EditOrderRequest
             * @static
             * @param {desk.orders.EditOrderRequest} m EditOrderRequest
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            EditOrderRequest.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.cancelParams = null;
                    d.quantity = "";
                    d.limitPrice = "";
                    d.stopPrice = "";
                    d.orderType = o.enums === $String ? "ORDER_TYPE_UNSPECIFIED" : 0;
                    d.postOnly = false;
                    d.marginMode = "";
                }
                if (m.cancelParams != null && $Object.hasOwnProperty.call(m, "cancelParams")) {
                    d.cancelParams = $root.desk.orders.CancelOrderRequest.toObject(m.cancelParams, o, q + 1);
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    d.quantity = m.quantity;
                }
                if (m.limitPrice != null && $Object.hasOwnProperty.call(m, "limitPrice")) {
                    d.limitPrice = m.limitPrice;
                }
                if (m.stopPrice != null && $Object.hasOwnProperty.call(m, "stopPrice")) {
                    d.stopPrice = m.stopPrice;
                }
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType")) {
                    d.orderType = o.enums === $String ? $root.desk.orders.OrderType[m.orderType] === $undefined ? m.orderType : $root.desk.orders.OrderType[m.orderType] : m.orderType;
                }
                if (m.postOnly != null && $Object.hasOwnProperty.call(m, "postOnly")) {
                    d.postOnly = m.postOnly;
                }
                if (m.marginMode != null && $Object.hasOwnProperty.call(m, "marginMode")) {
                    d.marginMode = m.marginMode;
                }
                return d;
            };

            /**
             * Converts this EditOrderRequest to JSON.
             * @function toJSON
             * @memberof desk.orders.EditOrderRequest
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            EditOrderRequest.prototype.toJSON = function() {
                return EditOrderRequest.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for EditOrderRequest
             * @function getTypeUrl
             * @memberof desk.orders.EditOrderRequest
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            EditOrderRequest.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.EditOrderRequest";
            };

            return EditOrderRequest;
        })();

        orders.FeesEstimateRequest = (function() {

            /**
             * Properties of a FeesEstimateRequest.
             * @typedef {Object} desk.orders.FeesEstimateRequest.$Properties
             * @property {string|null} [quantity] FeesEstimateRequest quantity
             * @property {string|null} [baseToken] FeesEstimateRequest baseToken
             * @property {string|null} [quoteToken] FeesEstimateRequest quoteToken
             * @property {desk.orders.HedgeVenueRef.$Properties|null} [hedgeVenue] FeesEstimateRequest hedgeVenue
             * @property {desk.orders.Side|null} [side] FeesEstimateRequest side
             * @property {desk.orders.OrderType|null} [orderType] FeesEstimateRequest orderType
             * @property {string|null} [price] FeesEstimateRequest price
             * @property {string|null} [exchangeProductType] FeesEstimateRequest exchangeProductType
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a FeesEstimateRequest.
             * @memberof desk.orders
             * @interface IFeesEstimateRequest
             * @augments desk.orders.FeesEstimateRequest.$Properties
             * @deprecated Use desk.orders.FeesEstimateRequest.$Properties instead.
             */

            /**
             * Shape of a FeesEstimateRequest.
             * @typedef {desk.orders.FeesEstimateRequest.$Properties} desk.orders.FeesEstimateRequest.$Shape
             */

            /**
             * Constructs a new FeesEstimateRequest.
             * @memberof desk.orders
             * @classdesc Represents a FeesEstimateRequest.
             * @constructor
             * @param {desk.orders.FeesEstimateRequest.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const FeesEstimateRequest = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * FeesEstimateRequest quantity.
             * @member {string} quantity
             * @memberof desk.orders.FeesEstimateRequest
             * @instance
             */
            FeesEstimateRequest.prototype.quantity = "";

            /**
             * FeesEstimateRequest baseToken.
             * @member {string} baseToken
             * @memberof desk.orders.FeesEstimateRequest
             * @instance
             */
            FeesEstimateRequest.prototype.baseToken = "";

            /**
             * FeesEstimateRequest quoteToken.
             * @member {string} quoteToken
             * @memberof desk.orders.FeesEstimateRequest
             * @instance
             */
            FeesEstimateRequest.prototype.quoteToken = "";

            /**
             * FeesEstimateRequest hedgeVenue.
             * @member {desk.orders.HedgeVenueRef.$Properties|null|undefined} hedgeVenue
             * @memberof desk.orders.FeesEstimateRequest
             * @instance
             */
            FeesEstimateRequest.prototype.hedgeVenue = null;

            /**
             * FeesEstimateRequest side.
             * @member {desk.orders.Side} side
             * @memberof desk.orders.FeesEstimateRequest
             * @instance
             */
            FeesEstimateRequest.prototype.side = 0;

            /**
             * FeesEstimateRequest orderType.
             * @member {desk.orders.OrderType} orderType
             * @memberof desk.orders.FeesEstimateRequest
             * @instance
             */
            FeesEstimateRequest.prototype.orderType = 0;

            /**
             * FeesEstimateRequest price.
             * @member {string} price
             * @memberof desk.orders.FeesEstimateRequest
             * @instance
             */
            FeesEstimateRequest.prototype.price = "";

            /**
             * FeesEstimateRequest exchangeProductType.
             * @member {string} exchangeProductType
             * @memberof desk.orders.FeesEstimateRequest
             * @instance
             */
            FeesEstimateRequest.prototype.exchangeProductType = "";

            /**
             * Creates a new FeesEstimateRequest instance using the specified properties.
             * @function create
             * @memberof desk.orders.FeesEstimateRequest
             * @static
             * @param {desk.orders.FeesEstimateRequest.$Properties=} [properties] Properties to set
             * @returns {desk.orders.FeesEstimateRequest} FeesEstimateRequest instance
             * @type {{
             *   (properties: desk.orders.FeesEstimateRequest.$Shape): desk.orders.FeesEstimateRequest & desk.orders.FeesEstimateRequest.$Shape;
             *   (properties?: desk.orders.FeesEstimateRequest.$Properties): desk.orders.FeesEstimateRequest;
             * }}
             */
            FeesEstimateRequest.create = function(properties) {
                return new FeesEstimateRequest(properties);
            };

            /**
             * Encodes the specified FeesEstimateRequest message. Does not implicitly {@link desk.orders.FeesEstimateRequest.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.FeesEstimateRequest
             * @static
             * @param {desk.orders.FeesEstimateRequest.$Properties} m FeesEstimateRequest message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            FeesEstimateRequest.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity") && m.quantity !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.quantity);
                if (m.baseToken != null && $Object.hasOwnProperty.call(m, "baseToken") && m.baseToken !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.baseToken);
                if (m.quoteToken != null && $Object.hasOwnProperty.call(m, "quoteToken") && m.quoteToken !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.quoteToken);
                if (m.hedgeVenue != null && $Object.hasOwnProperty.call(m, "hedgeVenue"))
                    $root.desk.orders.HedgeVenueRef.encode(m.hedgeVenue, w.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                if (m.side != null && $Object.hasOwnProperty.call(m, "side") && m.side !== 0)
                    w.uint32(/* id 5, wireType 0 =*/40).int32(m.side);
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType") && m.orderType !== 0)
                    w.uint32(/* id 6, wireType 0 =*/48).int32(m.orderType);
                if (m.price != null && $Object.hasOwnProperty.call(m, "price") && m.price !== "")
                    w.uint32(/* id 7, wireType 2 =*/58).string(m.price);
                if (m.exchangeProductType != null && $Object.hasOwnProperty.call(m, "exchangeProductType") && m.exchangeProductType !== "")
                    w.uint32(/* id 8, wireType 2 =*/66).string(m.exchangeProductType);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified FeesEstimateRequest message, length delimited. Does not implicitly {@link desk.orders.FeesEstimateRequest.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.FeesEstimateRequest
             * @static
             * @param {desk.orders.FeesEstimateRequest.$Properties} message FeesEstimateRequest message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            FeesEstimateRequest.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a FeesEstimateRequest message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.FeesEstimateRequest
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.FeesEstimateRequest & desk.orders.FeesEstimateRequest.$Shape} FeesEstimateRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            FeesEstimateRequest.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.FeesEstimateRequest();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.quantity = v;
                            else
                                delete m.quantity;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.baseToken = v;
                            else
                                delete m.baseToken;
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.quoteToken = v;
                            else
                                delete m.quoteToken;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            m.hedgeVenue = $root.desk.orders.HedgeVenueRef.decode(r, r.size(), $undefined, q + 1, m.hedgeVenue);
                            continue;
                        }
                    case 5: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.side = v;
                            else
                                delete m.side;
                            continue;
                        }
                    case 6: {
                            if (u !== 0)
                                break;
                            if (v = r.int32())
                                m.orderType = v;
                            else
                                delete m.orderType;
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.price = v;
                            else
                                delete m.price;
                            continue;
                        }
                    case 8: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.exchangeProductType = v;
                            else
                                delete m.exchangeProductType;
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes a FeesEstimateRequest message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.FeesEstimateRequest
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.FeesEstimateRequest & desk.orders.FeesEstimateRequest.$Shape} FeesEstimateRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            FeesEstimateRequest.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a FeesEstimateRequest message.
             * @function verify
             * @memberof desk.orders.FeesEstimateRequest
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            FeesEstimateRequest.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    if (!$util.isString(m.quantity))
                        return "quantity: string expected";
                }
                if (m.baseToken != null && $Object.hasOwnProperty.call(m, "baseToken")) {
                    if (!$util.isString(m.baseToken))
                        return "baseToken: string expected";
                }
                if (m.quoteToken != null && $Object.hasOwnProperty.call(m, "quoteToken")) {
                    if (!$util.isString(m.quoteToken))
                        return "quoteToken: string expected";
                }
                if (m.hedgeVenue != null && $Object.hasOwnProperty.call(m, "hedgeVenue")) {
                    {
                        var e = $root.desk.orders.HedgeVenueRef.verify(m.hedgeVenue, q + 1);
                        if (e)
                            return "hedgeVenue." + e;
                    }
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    if (typeof m.side !== "number" || (m.side | 0) !== m.side)
                        return "side: enum value expected";
                }
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType")) {
                    if (typeof m.orderType !== "number" || (m.orderType | 0) !== m.orderType)
                        return "orderType: enum value expected";
                }
                if (m.price != null && $Object.hasOwnProperty.call(m, "price")) {
                    if (!$util.isString(m.price))
                        return "price: string expected";
                }
                if (m.exchangeProductType != null && $Object.hasOwnProperty.call(m, "exchangeProductType")) {
                    if (!$util.isString(m.exchangeProductType))
                        return "exchangeProductType: string expected";
                }
                return null;
            };

            /**
             * Creates a FeesEstimateRequest message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.FeesEstimateRequest
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.FeesEstimateRequest} FeesEstimateRequest
             */
            FeesEstimateRequest.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.FeesEstimateRequest)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.FeesEstimateRequest: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.FeesEstimateRequest();
                if (d.quantity != null) {
                    if (typeof d.quantity !== "string" || d.quantity.length) {
                        m.quantity = $String(d.quantity);
                    }
                }
                if (d.baseToken != null) {
                    if (typeof d.baseToken !== "string" || d.baseToken.length) {
                        m.baseToken = $String(d.baseToken);
                    }
                }
                if (d.quoteToken != null) {
                    if (typeof d.quoteToken !== "string" || d.quoteToken.length) {
                        m.quoteToken = $String(d.quoteToken);
                    }
                }
                if (d.hedgeVenue != null) {
                    if (!$util.isObject(d.hedgeVenue))
                        throw $TypeError(".desk.orders.FeesEstimateRequest.hedgeVenue: object expected");
                    m.hedgeVenue = $root.desk.orders.HedgeVenueRef.fromObject(d.hedgeVenue, q + 1);
                }
                if (d.side !== 0 && (typeof d.side !== "string" || $root.desk.orders.Side[d.side] !== 0)) {
                    switch (d.side) {
                    case "SIDE_UNSPECIFIED":
                    case 0:
                        m.side = 0;
                        break;
                    case "BUY":
                    case 1:
                        m.side = 1;
                        break;
                    case "SELL":
                    case 2:
                        m.side = 2;
                        break;
                    default:
                        if (typeof d.side === "number" && (d.side | 0) === d.side)
                            m.side = d.side;
                    }
                }
                if (d.orderType !== 0 && (typeof d.orderType !== "string" || $root.desk.orders.OrderType[d.orderType] !== 0)) {
                    switch (d.orderType) {
                    case "ORDER_TYPE_UNSPECIFIED":
                    case 0:
                        m.orderType = 0;
                        break;
                    case "LIMIT":
                    case 1:
                        m.orderType = 1;
                        break;
                    case "MARKET":
                    case 2:
                        m.orderType = 2;
                        break;
                    case "STOP_LOSS":
                    case 3:
                        m.orderType = 3;
                        break;
                    case "STOP_LOSS_LIMIT":
                    case 4:
                        m.orderType = 4;
                        break;
                    case "TAKE_PROFIT":
                    case 5:
                        m.orderType = 5;
                        break;
                    case "TAKE_PROFIT_LIMIT":
                    case 6:
                        m.orderType = 6;
                        break;
                    case "LIMIT_MAKER":
                    case 7:
                        m.orderType = 7;
                        break;
                    case "STOP":
                    case 8:
                        m.orderType = 8;
                        break;
                    case "STOP_MARKET":
                    case 9:
                        m.orderType = 9;
                        break;
                    case "TAKE_PROFIT_MARKET":
                    case 10:
                        m.orderType = 10;
                        break;
                    case "TRAILING_STOP_MARKET":
                    case 11:
                        m.orderType = 11;
                        break;
                    case "STOP_LIMIT":
                    case 12:
                        m.orderType = 12;
                        break;
                    case "TWAP":
                    case 13:
                        m.orderType = 13;
                        break;
                    default:
                        if (typeof d.orderType === "number" && (d.orderType | 0) === d.orderType)
                            m.orderType = d.orderType;
                    }
                }
                if (d.price != null) {
                    if (typeof d.price !== "string" || d.price.length) {
                        m.price = $String(d.price);
                    }
                }
                if (d.exchangeProductType != null) {
                    if (typeof d.exchangeProductType !== "string" || d.exchangeProductType.length) {
                        m.exchangeProductType = $String(d.exchangeProductType);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a FeesEstimateRequest message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.FeesEstimateRequest
             * @static
             * @param {desk.orders.FeesEstimateRequest} m FeesEstimateRequest
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            FeesEstimateRequest.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.quantity = "";
                    d.baseToken = "";
                    d.quoteToken = "";
                    d.hedgeVenue = null;
                    d.side = o.enums === $String ? "SIDE_UNSPECIFIED" : 0;
                    d.orderType = o.enums === $String ? "ORDER_TYPE_UNSPECIFIED" : 0;
                    d.price = "";
                    d.exchangeProductType = "";
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    d.quantity = m.quantity;
                }
                if (m.baseToken != null && $Object.hasOwnProperty.call(m, "baseToken")) {
                    d.baseToken = m.baseToken;
                }
                if (m.quoteToken != null && $Object.hasOwnProperty.call(m, "quoteToken")) {
                    d.quoteToken = m.quoteToken;
                }
                if (m.hedgeVenue != null && $Object.hasOwnProperty.call(m, "hedgeVenue")) {
                    d.hedgeVenue = $root.desk.orders.HedgeVenueRef.toObject(m.hedgeVenue, o, q + 1);
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    d.side = o.enums === $String ? $root.desk.orders.Side[m.side] === $undefined ? m.side : $root.desk.orders.Side[m.side] : m.side;
                }
                if (m.orderType != null && $Object.hasOwnProperty.call(m, "orderType")) {
                    d.orderType = o.enums === $String ? $root.desk.orders.OrderType[m.orderType] === $undefined ? m.orderType : $root.desk.orders.OrderType[m.orderType] : m.orderType;
                }
                if (m.price != null && $Object.hasOwnProperty.call(m, "price")) {
                    d.price = m.price;
                }
                if (m.exchangeProductType != null && $Object.hasOwnProperty.call(m, "exchangeProductType")) {
                    d.exchangeProductType = m.exchangeProductType;
                }
                return d;
            };

            /**
             * Converts this FeesEstimateRequest to JSON.
             * @function toJSON
             * @memberof desk.orders.FeesEstimateRequest
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            FeesEstimateRequest.prototype.toJSON = function() {
                return FeesEstimateRequest.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for FeesEstimateRequest
             * @function getTypeUrl
             * @memberof desk.orders.FeesEstimateRequest
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            FeesEstimateRequest.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.FeesEstimateRequest";
            };

            return FeesEstimateRequest;
        })();

        orders.FeesEstimateResponse = (function() {

            /**
             * Properties of a FeesEstimateResponse.
             * @typedef {Object} desk.orders.FeesEstimateResponse.$Properties
             * @property {boolean|null} [success] FeesEstimateResponse success
             * @property {desk.orders.ErrorMessage.$Properties|null} [error] FeesEstimateResponse error
             * @property {string|null} [feesEstimate] FeesEstimateResponse feesEstimate
             * @property {string|null} [feesToken] FeesEstimateResponse feesToken
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a FeesEstimateResponse.
             * @memberof desk.orders
             * @interface IFeesEstimateResponse
             * @augments desk.orders.FeesEstimateResponse.$Properties
             * @deprecated Use desk.orders.FeesEstimateResponse.$Properties instead.
             */

            /**
             * Shape of a FeesEstimateResponse.
             * @typedef {desk.orders.FeesEstimateResponse.$Properties} desk.orders.FeesEstimateResponse.$Shape
             */

            /**
             * Constructs a new FeesEstimateResponse.
             * @memberof desk.orders
             * @classdesc Represents a FeesEstimateResponse.
             * @constructor
             * @param {desk.orders.FeesEstimateResponse.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const FeesEstimateResponse = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * FeesEstimateResponse success.
             * @member {boolean} success
             * @memberof desk.orders.FeesEstimateResponse
             * @instance
             */
            FeesEstimateResponse.prototype.success = false;

            /**
             * FeesEstimateResponse error.
             * @member {desk.orders.ErrorMessage.$Properties|null|undefined} error
             * @memberof desk.orders.FeesEstimateResponse
             * @instance
             */
            FeesEstimateResponse.prototype.error = null;

            /**
             * FeesEstimateResponse feesEstimate.
             * @member {string} feesEstimate
             * @memberof desk.orders.FeesEstimateResponse
             * @instance
             */
            FeesEstimateResponse.prototype.feesEstimate = "";

            /**
             * FeesEstimateResponse feesToken.
             * @member {string} feesToken
             * @memberof desk.orders.FeesEstimateResponse
             * @instance
             */
            FeesEstimateResponse.prototype.feesToken = "";

            /**
             * Creates a new FeesEstimateResponse instance using the specified properties.
             * @function create
             * @memberof desk.orders.FeesEstimateResponse
             * @static
             * @param {desk.orders.FeesEstimateResponse.$Properties=} [properties] Properties to set
             * @returns {desk.orders.FeesEstimateResponse} FeesEstimateResponse instance
             * @type {{
             *   (properties: desk.orders.FeesEstimateResponse.$Shape): desk.orders.FeesEstimateResponse & desk.orders.FeesEstimateResponse.$Shape;
             *   (properties?: desk.orders.FeesEstimateResponse.$Properties): desk.orders.FeesEstimateResponse;
             * }}
             */
            FeesEstimateResponse.create = function(properties) {
                return new FeesEstimateResponse(properties);
            };

            /**
             * Encodes the specified FeesEstimateResponse message. Does not implicitly {@link desk.orders.FeesEstimateResponse.verify|verify} messages.
             * @function encode
             * @memberof desk.orders.FeesEstimateResponse
             * @static
             * @param {desk.orders.FeesEstimateResponse.$Properties} m FeesEstimateResponse message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            FeesEstimateResponse.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.success != null && $Object.hasOwnProperty.call(m, "success") && m.success !== false)
                    w.uint32(/* id 1, wireType 0 =*/8).bool(m.success);
                if (m.error != null && $Object.hasOwnProperty.call(m, "error"))
                    $root.desk.orders.ErrorMessage.encode(m.error, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                if (m.feesEstimate != null && $Object.hasOwnProperty.call(m, "feesEstimate") && m.feesEstimate !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.feesEstimate);
                if (m.feesToken != null && $Object.hasOwnProperty.call(m, "feesToken") && m.feesToken !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.feesToken);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified FeesEstimateResponse message, length delimited. Does not implicitly {@link desk.orders.FeesEstimateResponse.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.orders.FeesEstimateResponse
             * @static
             * @param {desk.orders.FeesEstimateResponse.$Properties} message FeesEstimateResponse message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            FeesEstimateResponse.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a FeesEstimateResponse message from the specified reader or buffer.
             * @function decode
             * @memberof desk.orders.FeesEstimateResponse
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.orders.FeesEstimateResponse & desk.orders.FeesEstimateResponse.$Shape} FeesEstimateResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            FeesEstimateResponse.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m, v;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.orders.FeesEstimateResponse();
                while (r.pos < c) {
                    var s = r.pos;
                    var t = r.tag();
                    if (t === z) {
                        z = $undefined;
                        break;
                    }
                    var u = t & 7;
                    switch (t >>>= 3) {
                    case 1: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.success = v;
                            else
                                delete m.success;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            m.error = $root.desk.orders.ErrorMessage.decode(r, r.size(), $undefined, q + 1, m.error);
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.feesEstimate = v;
                            else
                                delete m.feesEstimate;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.feesToken = v;
                            else
                                delete m.feesToken;
                            continue;
                        }
                    }
                    r.skipType(u, q, t);
                    if (!r.discardUnknown) {
                        $util.makeProp(m, "$unknowns", false);
                        (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                    }
                }
                if (l !== $undefined) {
                    if (r.pos !== c)
                        throw $RangeError("index out of range");
                    r.len = l;
                }
                if (z !== $undefined)
                    throw $Error("missing end group");
                return m;
            };

            /**
             * Decodes a FeesEstimateResponse message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.orders.FeesEstimateResponse
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.orders.FeesEstimateResponse & desk.orders.FeesEstimateResponse.$Shape} FeesEstimateResponse
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            FeesEstimateResponse.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a FeesEstimateResponse message.
             * @function verify
             * @memberof desk.orders.FeesEstimateResponse
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            FeesEstimateResponse.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.success != null && $Object.hasOwnProperty.call(m, "success")) {
                    if (typeof m.success !== "boolean")
                        return "success: boolean expected";
                }
                if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                    {
                        var e = $root.desk.orders.ErrorMessage.verify(m.error, q + 1);
                        if (e)
                            return "error." + e;
                    }
                }
                if (m.feesEstimate != null && $Object.hasOwnProperty.call(m, "feesEstimate")) {
                    if (!$util.isString(m.feesEstimate))
                        return "feesEstimate: string expected";
                }
                if (m.feesToken != null && $Object.hasOwnProperty.call(m, "feesToken")) {
                    if (!$util.isString(m.feesToken))
                        return "feesToken: string expected";
                }
                return null;
            };

            /**
             * Creates a FeesEstimateResponse message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.orders.FeesEstimateResponse
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.orders.FeesEstimateResponse} FeesEstimateResponse
             */
            FeesEstimateResponse.fromObject = function (d, q) {
                if (d instanceof $root.desk.orders.FeesEstimateResponse)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.orders.FeesEstimateResponse: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.orders.FeesEstimateResponse();
                if (d.success != null) {
                    if (d.success) {
                        m.success = $Boolean(d.success);
                    }
                }
                if (d.error != null) {
                    if (!$util.isObject(d.error))
                        throw $TypeError(".desk.orders.FeesEstimateResponse.error: object expected");
                    m.error = $root.desk.orders.ErrorMessage.fromObject(d.error, q + 1);
                }
                if (d.feesEstimate != null) {
                    if (typeof d.feesEstimate !== "string" || d.feesEstimate.length) {
                        m.feesEstimate = $String(d.feesEstimate);
                    }
                }
                if (d.feesToken != null) {
                    if (typeof d.feesToken !== "string" || d.feesToken.length) {
                        m.feesToken = $String(d.feesToken);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a FeesEstimateResponse message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.orders.FeesEstimateResponse
             * @static
             * @param {desk.orders.FeesEstimateResponse} m FeesEstimateResponse
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            FeesEstimateResponse.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.success = false;
                    d.error = null;
                    d.feesEstimate = "";
                    d.feesToken = "";
                }
                if (m.success != null && $Object.hasOwnProperty.call(m, "success")) {
                    d.success = m.success;
                }
                if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                    d.error = $root.desk.orders.ErrorMessage.toObject(m.error, o, q + 1);
                }
                if (m.feesEstimate != null && $Object.hasOwnProperty.call(m, "feesEstimate")) {
                    d.feesEstimate = m.feesEstimate;
                }
                if (m.feesToken != null && $Object.hasOwnProperty.call(m, "feesToken")) {
                    d.feesToken = m.feesToken;
                }
                return d;
            };

            /**
             * Converts this FeesEstimateResponse to JSON.
             * @function toJSON
             * @memberof desk.orders.FeesEstimateResponse
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            FeesEstimateResponse.prototype.toJSON = function() {
                return FeesEstimateResponse.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for FeesEstimateResponse
             * @function getTypeUrl
             * @memberof desk.orders.FeesEstimateResponse
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            FeesEstimateResponse.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.orders.FeesEstimateResponse";
            };

            return FeesEstimateResponse;
        })();

        return orders;
    })();

    return desk;
})();

export {
  $root as default
};
