/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $Number = $util.global.Number, $parseInt = $util.global.parseInt, $String = $util.global.String, $BigInt = $util.global.BigInt, $Boolean = $util.global.Boolean, $Array = $util.global.Array, $isFinite = $util.global.isFinite;

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
             * @property {string|null} [fillId] Fill fillId
             * @property {string|null} [fee] Fill fee
             * @property {string|null} [feeToken] Fill feeToken
             * @property {string|null} [liquidity] Fill liquidity
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
             * Fill fillId.
             * @member {string} fillId
             * @memberof desk.orders.Fill
             * @instance
             */
            Fill.prototype.fillId = "";

            /**
             * Fill fee.
             * @member {string} fee
             * @memberof desk.orders.Fill
             * @instance
             */
            Fill.prototype.fee = "";

            /**
             * Fill feeToken.
             * @member {string} feeToken
             * @memberof desk.orders.Fill
             * @instance
             */
            Fill.prototype.feeToken = "";

            /**
             * Fill liquidity.
             * @member {string} liquidity
             * @memberof desk.orders.Fill
             * @instance
             */
            Fill.prototype.liquidity = "";

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
                if (m.fillId != null && $Object.hasOwnProperty.call(m, "fillId") && m.fillId !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.fillId);
                if (m.fee != null && $Object.hasOwnProperty.call(m, "fee") && m.fee !== "")
                    w.uint32(/* id 5, wireType 2 =*/42).string(m.fee);
                if (m.feeToken != null && $Object.hasOwnProperty.call(m, "feeToken") && m.feeToken !== "")
                    w.uint32(/* id 6, wireType 2 =*/50).string(m.feeToken);
                if (m.liquidity != null && $Object.hasOwnProperty.call(m, "liquidity") && m.liquidity !== "")
                    w.uint32(/* id 7, wireType 2 =*/58).string(m.liquidity);
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
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.fillId = v;
                            else
                                delete m.fillId;
                            continue;
                        }
                    case 5: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.fee = v;
                            else
                                delete m.fee;
                            continue;
                        }
                    case 6: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.feeToken = v;
                            else
                                delete m.feeToken;
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.liquidity = v;
                            else
                                delete m.liquidity;
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
                if (m.fillId != null && $Object.hasOwnProperty.call(m, "fillId")) {
                    if (!$util.isString(m.fillId))
                        return "fillId: string expected";
                }
                if (m.fee != null && $Object.hasOwnProperty.call(m, "fee")) {
                    if (!$util.isString(m.fee))
                        return "fee: string expected";
                }
                if (m.feeToken != null && $Object.hasOwnProperty.call(m, "feeToken")) {
                    if (!$util.isString(m.feeToken))
                        return "feeToken: string expected";
                }
                if (m.liquidity != null && $Object.hasOwnProperty.call(m, "liquidity")) {
                    if (!$util.isString(m.liquidity))
                        return "liquidity: string expected";
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
                if (d.fillId != null) {
                    if (typeof d.fillId !== "string" || d.fillId.length) {
                        m.fillId = $String(d.fillId);
                    }
                }
                if (d.fee != null) {
                    if (typeof d.fee !== "string" || d.fee.length) {
                        m.fee = $String(d.fee);
                    }
                }
                if (d.feeToken != null) {
                    if (typeof d.feeToken !== "string" || d.feeToken.length) {
                        m.feeToken = $String(d.feeToken);
                    }
                }
                if (d.liquidity != null) {
                    if (typeof d.liquidity !== "string" || d.liquidity.length) {
                        m.liquidity = $String(d.liquidity);
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
                    d.fillId = "";
                    d.fee = "";
                    d.feeToken = "";
                    d.liquidity = "";
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
                if (m.fillId != null && $Object.hasOwnProperty.call(m, "fillId")) {
                    d.fillId = m.fillId;
                }
                if (m.fee != null && $Object.hasOwnProperty.call(m, "fee")) {
                    d.fee = m.fee;
                }
                if (m.feeToken != null && $Object.hasOwnProperty.call(m, "feeToken")) {
                    d.feeToken = m.feeToken;
                }
                if (m.liquidity != null && $Object.hasOwnProperty.call(m, "liquidity")) {
                    d.liquidity = m.liquidity;
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
             * @property {string|null} [reason] OrderData reason
             * @property {string|null} [fee] OrderData fee
             * @property {string|null} [feeToken] OrderData feeToken
             * @property {string|null} [parentOrderId] OrderData parentOrderId
             * @property {boolean|null} [triggered] OrderData triggered
             * @property {string|null} [triggerPrice] OrderData triggerPrice
             * @property {string|null} [leavesQuantity] OrderData leavesQuantity
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
             * OrderData reason.
             * @member {string} reason
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.reason = "";

            /**
             * OrderData fee.
             * @member {string} fee
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.fee = "";

            /**
             * OrderData feeToken.
             * @member {string} feeToken
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.feeToken = "";

            /**
             * OrderData parentOrderId.
             * @member {string} parentOrderId
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.parentOrderId = "";

            /**
             * OrderData triggered.
             * @member {boolean} triggered
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.triggered = false;

            /**
             * OrderData triggerPrice.
             * @member {string} triggerPrice
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.triggerPrice = "";

            /**
             * OrderData leavesQuantity.
             * @member {string} leavesQuantity
             * @memberof desk.orders.OrderData
             * @instance
             */
            OrderData.prototype.leavesQuantity = "";

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
                if (m.reason != null && $Object.hasOwnProperty.call(m, "reason") && m.reason !== "")
                    w.uint32(/* id 9, wireType 2 =*/74).string(m.reason);
                if (m.fee != null && $Object.hasOwnProperty.call(m, "fee") && m.fee !== "")
                    w.uint32(/* id 10, wireType 2 =*/82).string(m.fee);
                if (m.feeToken != null && $Object.hasOwnProperty.call(m, "feeToken") && m.feeToken !== "")
                    w.uint32(/* id 11, wireType 2 =*/90).string(m.feeToken);
                if (m.parentOrderId != null && $Object.hasOwnProperty.call(m, "parentOrderId") && m.parentOrderId !== "")
                    w.uint32(/* id 12, wireType 2 =*/98).string(m.parentOrderId);
                if (m.triggered != null && $Object.hasOwnProperty.call(m, "triggered") && m.triggered !== false)
                    w.uint32(/* id 13, wireType 0 =*/104).bool(m.triggered);
                if (m.triggerPrice != null && $Object.hasOwnProperty.call(m, "triggerPrice") && m.triggerPrice !== "")
                    w.uint32(/* id 14, wireType 2 =*/114).string(m.triggerPrice);
                if (m.leavesQuantity != null && $Object.hasOwnProperty.call(m, "leavesQuantity") && m.leavesQuantity !== "")
                    w.uint32(/* id 15, wireType 2 =*/122).string(m.leavesQuantity);
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
                    case 9: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.reason = v;
                            else
                                delete m.reason;
                            continue;
                        }
                    case 10: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.fee = v;
                            else
                                delete m.fee;
                            continue;
                        }
                    case 11: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.feeToken = v;
                            else
                                delete m.feeToken;
                            continue;
                        }
                    case 12: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.parentOrderId = v;
                            else
                                delete m.parentOrderId;
                            continue;
                        }
                    case 13: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.triggered = v;
                            else
                                delete m.triggered;
                            continue;
                        }
                    case 14: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.triggerPrice = v;
                            else
                                delete m.triggerPrice;
                            continue;
                        }
                    case 15: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.leavesQuantity = v;
                            else
                                delete m.leavesQuantity;
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
                if (m.reason != null && $Object.hasOwnProperty.call(m, "reason")) {
                    if (!$util.isString(m.reason))
                        return "reason: string expected";
                }
                if (m.fee != null && $Object.hasOwnProperty.call(m, "fee")) {
                    if (!$util.isString(m.fee))
                        return "fee: string expected";
                }
                if (m.feeToken != null && $Object.hasOwnProperty.call(m, "feeToken")) {
                    if (!$util.isString(m.feeToken))
                        return "feeToken: string expected";
                }
                if (m.parentOrderId != null && $Object.hasOwnProperty.call(m, "parentOrderId")) {
                    if (!$util.isString(m.parentOrderId))
                        return "parentOrderId: string expected";
                }
                if (m.triggered != null && $Object.hasOwnProperty.call(m, "triggered")) {
                    if (typeof m.triggered !== "boolean")
                        return "triggered: boolean expected";
                }
                if (m.triggerPrice != null && $Object.hasOwnProperty.call(m, "triggerPrice")) {
                    if (!$util.isString(m.triggerPrice))
                        return "triggerPrice: string expected";
                }
                if (m.leavesQuantity != null && $Object.hasOwnProperty.call(m, "leavesQuantity")) {
                    if (!$util.isString(m.leavesQuantity))
                        return "leavesQuantity: string expected";
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
                if (d.reason != null) {
                    if (typeof d.reason !== "string" || d.reason.length) {
                        m.reason = $String(d.reason);
                    }
                }
                if (d.fee != null) {
                    if (typeof d.fee !== "string" || d.fee.length) {
                        m.fee = $String(d.fee);
                    }
                }
                if (d.feeToken != null) {
                    if (typeof d.feeToken !== "string" || d.feeToken.length) {
                        m.feeToken = $String(d.feeToken);
                    }
                }
                if (d.parentOrderId != null) {
                    if (typeof d.parentOrderId !== "string" || d.parentOrderId.length) {
                        m.parentOrderId = $String(d.parentOrderId);
                    }
                }
                if (d.triggered != null) {
                    if (d.triggered) {
                        m.triggered = $Boolean(d.triggered);
                    }
                }
                if (d.triggerPrice != null) {
                    if (typeof d.triggerPrice !== "string" || d.triggerPrice.length) {
                        m.triggerPrice = $String(d.triggerPrice);
                    }
                }
                if (d.leavesQuantity != null) {
                    if (typeof d.leavesQuantity !== "string" || d.leavesQuantity.length) {
                        m.leavesQuantity = $String(d.leavesQuantity);
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
                    d.reason = "";
                    d.fee = "";
                    d.feeToken = "";
                    d.parentOrderId = "";
                    d.triggered = false;
                    d.triggerPrice = "";
                    d.leavesQuantity = "";
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
                if (m.reason != null && $Object.hasOwnProperty.call(m, "reason")) {
                    d.reason = m.reason;
                }
                if (m.fee != null && $Object.hasOwnProperty.call(m, "fee")) {
                    d.fee = m.fee;
                }
                if (m.feeToken != null && $Object.hasOwnProperty.call(m, "feeToken")) {
                    d.feeToken = m.feeToken;
                }
                if (m.parentOrderId != null && $Object.hasOwnProperty.call(m, "parentOrderId")) {
                    d.parentOrderId = m.parentOrderId;
                }
                if (m.triggered != null && $Object.hasOwnProperty.call(m, "triggered")) {
                    d.triggered = m.triggered;
                }
                if (m.triggerPrice != null && $Object.hasOwnProperty.call(m, "triggerPrice")) {
                    d.triggerPrice = m.triggerPrice;
                }
                if (m.leavesQuantity != null && $Object.hasOwnProperty.call(m, "leavesQuantity")) {
                    d.leavesQuantity = m.leavesQuantity;
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
             * @property {string|null} [clientOrderId] EditOrderRequest clientOrderId
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
             * EditOrderRequest clientOrderId.
             * @member {string} clientOrderId
             * @memberof desk.orders.EditOrderRequest
             * @instance
             */
            EditOrderRequest.prototype.clientOrderId = "";

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
                if (m.clientOrderId != null && $Object.hasOwnProperty.call(m, "clientOrderId") && m.clientOrderId !== "")
                    w.uint32(/* id 8, wireType 2 =*/66).string(m.clientOrderId);
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
                    case 8: {
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
                if (m.clientOrderId != null && $Object.hasOwnProperty.call(m, "clientOrderId")) {
                    if (!$util.isString(m.clientOrderId))
                        return "clientOrderId: string expected";
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
                if (d.clientOrderId != null) {
                    if (typeof d.clientOrderId !== "string" || d.clientOrderId.length) {
                        m.clientOrderId = $String(d.clientOrderId);
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
                    d.clientOrderId = "";
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
                if (m.clientOrderId != null && $Object.hasOwnProperty.call(m, "clientOrderId")) {
                    d.clientOrderId = m.clientOrderId;
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

    desk.stream = (function() {

        /**
         * Namespace stream.
         * @memberof desk
         * @namespace
         */
        const stream = {};

        stream.ClientMessage = (function() {

            /**
             * Properties of a ClientMessage.
             * @typedef {Object} desk.stream.ClientMessage.$Properties
             * @property {desk.stream.Auth.$Properties|null} [auth] ClientMessage auth
             * @property {desk.stream.Subscribe.$Properties|null} [subscribe] ClientMessage subscribe
             * @property {desk.stream.Unsubscribe.$Properties|null} [unsubscribe] ClientMessage unsubscribe
             * @property {desk.stream.Ping.$Properties|null} [ping] ClientMessage ping
             * @property {"auth"|"subscribe"|"unsubscribe"|"ping"} [kind] ClientMessage kind
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a ClientMessage.
             * @memberof desk.stream
             * @interface IClientMessage
             * @augments desk.stream.ClientMessage.$Properties
             * @deprecated Use desk.stream.ClientMessage.$Properties instead.
             */

            /**
             * Narrowed shape of a ClientMessage.
             * @typedef {{
             *   auth?: desk.stream.Auth.$Shape|null;
             *   subscribe?: desk.stream.Subscribe.$Shape|null;
             *   unsubscribe?: desk.stream.Unsubscribe.$Shape|null;
             *   ping?: desk.stream.Ping.$Shape|null;
             *   $unknowns?: Array.<Uint8Array>;
             * } & (
             *   ({ kind?: undefined; auth?: null; subscribe?: null; unsubscribe?: null; ping?: null }|{ kind?: "auth"; auth: desk.stream.Auth.$Shape; subscribe?: null; unsubscribe?: null; ping?: null }|{ kind?: "subscribe"; auth?: null; subscribe: desk.stream.Subscribe.$Shape; unsubscribe?: null; ping?: null }|{ kind?: "unsubscribe"; auth?: null; subscribe?: null; unsubscribe: desk.stream.Unsubscribe.$Shape; ping?: null }|{ kind?: "ping"; auth?: null; subscribe?: null; unsubscribe?: null; ping: desk.stream.Ping.$Shape })
             * )} desk.stream.ClientMessage.$Shape
             */

            /**
             * Constructs a new ClientMessage.
             * @memberof desk.stream
             * @classdesc Represents a ClientMessage.
             * @constructor
             * @param {desk.stream.ClientMessage.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const ClientMessage = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * ClientMessage auth.
             * @member {desk.stream.Auth.$Properties|null|undefined} auth
             * @memberof desk.stream.ClientMessage
             * @instance
             */
            ClientMessage.prototype.auth = null;

            /**
             * ClientMessage subscribe.
             * @member {desk.stream.Subscribe.$Properties|null|undefined} subscribe
             * @memberof desk.stream.ClientMessage
             * @instance
             */
            ClientMessage.prototype.subscribe = null;

            /**
             * ClientMessage unsubscribe.
             * @member {desk.stream.Unsubscribe.$Properties|null|undefined} unsubscribe
             * @memberof desk.stream.ClientMessage
             * @instance
             */
            ClientMessage.prototype.unsubscribe = null;

            /**
             * ClientMessage ping.
             * @member {desk.stream.Ping.$Properties|null|undefined} ping
             * @memberof desk.stream.ClientMessage
             * @instance
             */
            ClientMessage.prototype.ping = null;

            // OneOf field names bound to virtual getters and setters
            let $oneOfFields;

            /**
             * ClientMessage kind.
             * @member {"auth"|"subscribe"|"unsubscribe"|"ping"|undefined} kind
             * @memberof desk.stream.ClientMessage
             * @instance
             */
            $Object.defineProperty(ClientMessage.prototype, "kind", {
                get: $util.oneOfGetter($oneOfFields = ["auth", "subscribe", "unsubscribe", "ping"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            /**
             * Creates a new ClientMessage instance using the specified properties.
             * @function create
             * @memberof desk.stream.ClientMessage
             * @static
             * @param {desk.stream.ClientMessage.$Properties=} [properties] Properties to set
             * @returns {desk.stream.ClientMessage} ClientMessage instance
             * @type {{
             *   (properties: desk.stream.ClientMessage.$Shape): desk.stream.ClientMessage & desk.stream.ClientMessage.$Shape;
             *   (properties?: desk.stream.ClientMessage.$Properties): desk.stream.ClientMessage;
             * }}
             */
            ClientMessage.create = function(properties) {
                return new ClientMessage(properties);
            };

            /**
             * Encodes the specified ClientMessage message. Does not implicitly {@link desk.stream.ClientMessage.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.ClientMessage
             * @static
             * @param {desk.stream.ClientMessage.$Properties} m ClientMessage message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ClientMessage.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.auth != null && $Object.hasOwnProperty.call(m, "auth"))
                    $root.desk.stream.Auth.encode(m.auth, w.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
                if (m.subscribe != null && $Object.hasOwnProperty.call(m, "subscribe"))
                    $root.desk.stream.Subscribe.encode(m.subscribe, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                if (m.unsubscribe != null && $Object.hasOwnProperty.call(m, "unsubscribe"))
                    $root.desk.stream.Unsubscribe.encode(m.unsubscribe, w.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                if (m.ping != null && $Object.hasOwnProperty.call(m, "ping"))
                    $root.desk.stream.Ping.encode(m.ping, w.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified ClientMessage message, length delimited. Does not implicitly {@link desk.stream.ClientMessage.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.ClientMessage
             * @static
             * @param {desk.stream.ClientMessage.$Properties} message ClientMessage message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ClientMessage.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a ClientMessage message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.ClientMessage
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.ClientMessage & desk.stream.ClientMessage.$Shape} ClientMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ClientMessage.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.stream.ClientMessage();
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
                            m.auth = $root.desk.stream.Auth.decode(r, r.size(), $undefined, q + 1, m.auth);
                            m.kind = "auth";
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            m.subscribe = $root.desk.stream.Subscribe.decode(r, r.size(), $undefined, q + 1, m.subscribe);
                            m.kind = "subscribe";
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            m.unsubscribe = $root.desk.stream.Unsubscribe.decode(r, r.size(), $undefined, q + 1, m.unsubscribe);
                            m.kind = "unsubscribe";
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            m.ping = $root.desk.stream.Ping.decode(r, r.size(), $undefined, q + 1, m.ping);
                            m.kind = "ping";
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
             * Decodes a ClientMessage message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.ClientMessage
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.ClientMessage & desk.stream.ClientMessage.$Shape} ClientMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ClientMessage.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a ClientMessage message.
             * @function verify
             * @memberof desk.stream.ClientMessage
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            ClientMessage.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                var p = {};
                if (m.auth != null && $Object.hasOwnProperty.call(m, "auth")) {
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Auth.verify(m.auth, q + 1);
                        if (e)
                            return "auth." + e;
                    }
                }
                if (m.subscribe != null && $Object.hasOwnProperty.call(m, "subscribe")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Subscribe.verify(m.subscribe, q + 1);
                        if (e)
                            return "subscribe." + e;
                    }
                }
                if (m.unsubscribe != null && $Object.hasOwnProperty.call(m, "unsubscribe")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Unsubscribe.verify(m.unsubscribe, q + 1);
                        if (e)
                            return "unsubscribe." + e;
                    }
                }
                if (m.ping != null && $Object.hasOwnProperty.call(m, "ping")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Ping.verify(m.ping, q + 1);
                        if (e)
                            return "ping." + e;
                    }
                }
                return null;
            };

            /**
             * Creates a ClientMessage message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.ClientMessage
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.ClientMessage} ClientMessage
             */
            ClientMessage.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.ClientMessage)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.ClientMessage: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.ClientMessage();
                if (d.auth != null) {
                    if (!$util.isObject(d.auth))
                        throw $TypeError(".desk.stream.ClientMessage.auth: object expected");
                    m.auth = $root.desk.stream.Auth.fromObject(d.auth, q + 1);
                }
                if (d.subscribe != null) {
                    if (!$util.isObject(d.subscribe))
                        throw $TypeError(".desk.stream.ClientMessage.subscribe: object expected");
                    m.subscribe = $root.desk.stream.Subscribe.fromObject(d.subscribe, q + 1);
                }
                if (d.unsubscribe != null) {
                    if (!$util.isObject(d.unsubscribe))
                        throw $TypeError(".desk.stream.ClientMessage.unsubscribe: object expected");
                    m.unsubscribe = $root.desk.stream.Unsubscribe.fromObject(d.unsubscribe, q + 1);
                }
                if (d.ping != null) {
                    if (!$util.isObject(d.ping))
                        throw $TypeError(".desk.stream.ClientMessage.ping: object expected");
                    m.ping = $root.desk.stream.Ping.fromObject(d.ping, q + 1);
                }
                return m;
            };

            /**
             * Creates a plain object from a ClientMessage message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.ClientMessage
             * @static
             * @param {desk.stream.ClientMessage} m ClientMessage
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            ClientMessage.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (m.auth != null && $Object.hasOwnProperty.call(m, "auth")) {
                    d.auth = $root.desk.stream.Auth.toObject(m.auth, o, q + 1);
                    if (o.oneofs)
                        d.kind = "auth";
                }
                if (m.subscribe != null && $Object.hasOwnProperty.call(m, "subscribe")) {
                    d.subscribe = $root.desk.stream.Subscribe.toObject(m.subscribe, o, q + 1);
                    if (o.oneofs)
                        d.kind = "subscribe";
                }
                if (m.unsubscribe != null && $Object.hasOwnProperty.call(m, "unsubscribe")) {
                    d.unsubscribe = $root.desk.stream.Unsubscribe.toObject(m.unsubscribe, o, q + 1);
                    if (o.oneofs)
                        d.kind = "unsubscribe";
                }
                if (m.ping != null && $Object.hasOwnProperty.call(m, "ping")) {
                    d.ping = $root.desk.stream.Ping.toObject(m.ping, o, q + 1);
                    if (o.oneofs)
                        d.kind = "ping";
                }
                return d;
            };

            /**
             * Converts this ClientMessage to JSON.
             * @function toJSON
             * @memberof desk.stream.ClientMessage
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            ClientMessage.prototype.toJSON = function() {
                return ClientMessage.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for ClientMessage
             * @function getTypeUrl
             * @memberof desk.stream.ClientMessage
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            ClientMessage.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.ClientMessage";
            };

            return ClientMessage;
        })();

        stream.Auth = (function() {

            /**
             * Properties of an Auth.
             * @typedef {Object} desk.stream.Auth.$Properties
             * @property {string|null} [token] Auth token
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an Auth.
             * @memberof desk.stream
             * @interface IAuth
             * @augments desk.stream.Auth.$Properties
             * @deprecated Use desk.stream.Auth.$Properties instead.
             */

            /**
             * Shape of an Auth.
             * @typedef {desk.stream.Auth.$Properties} desk.stream.Auth.$Shape
             */

            /**
             * Constructs a new Auth.
             * @memberof desk.stream
             * @classdesc Represents an Auth.
             * @constructor
             * @param {desk.stream.Auth.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Auth = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Auth token.
             * @member {string} token
             * @memberof desk.stream.Auth
             * @instance
             */
            Auth.prototype.token = "";

            /**
             * Creates a new Auth instance using the specified properties.
             * @function create
             * @memberof desk.stream.Auth
             * @static
             * @param {desk.stream.Auth.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Auth} Auth instance
             * @type {{
             *   (properties: desk.stream.Auth.$Shape): desk.stream.Auth & desk.stream.Auth.$Shape;
             *   (properties?: desk.stream.Auth.$Properties): desk.stream.Auth;
             * }}
             */
            Auth.create = function(properties) {
                return new Auth(properties);
            };

            /**
             * Encodes the specified Auth message. Does not implicitly {@link desk.stream.Auth.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Auth
             * @static
             * @param {desk.stream.Auth.$Properties} m Auth message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Auth.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.token != null && $Object.hasOwnProperty.call(m, "token") && m.token !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.token);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Auth message, length delimited. Does not implicitly {@link desk.stream.Auth.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Auth
             * @static
             * @param {desk.stream.Auth.$Properties} message Auth message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Auth.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an Auth message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Auth
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Auth & desk.stream.Auth.$Shape} Auth
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Auth.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Auth();
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
                                m.token = v;
                            else
                                delete m.token;
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
             * Decodes an Auth message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Auth
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Auth & desk.stream.Auth.$Shape} Auth
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Auth.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an Auth message.
             * @function verify
             * @memberof desk.stream.Auth
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Auth.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.token != null && $Object.hasOwnProperty.call(m, "token")) {
                    if (!$util.isString(m.token))
                        return "token: string expected";
                }
                return null;
            };

            /**
             * Creates an Auth message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Auth
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Auth} Auth
             */
            Auth.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Auth)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Auth: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Auth();
                if (d.token != null) {
                    if (typeof d.token !== "string" || d.token.length) {
                        m.token = $String(d.token);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an Auth message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Auth
             * @static
             * @param {desk.stream.Auth} m Auth
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Auth.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.token = "";
                }
                if (m.token != null && $Object.hasOwnProperty.call(m, "token")) {
                    d.token = m.token;
                }
                return d;
            };

            /**
             * Converts this Auth to JSON.
             * @function toJSON
             * @memberof desk.stream.Auth
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Auth.prototype.toJSON = function() {
                return Auth.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Auth
             * @function getTypeUrl
             * @memberof desk.stream.Auth
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Auth.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Auth";
            };

            return Auth;
        })();

        stream.Subscribe = (function() {

            /**
             * Properties of a Subscribe.
             * @typedef {Object} desk.stream.Subscribe.$Properties
             * @property {string|null} [topic] Subscribe topic
             * @property {number|null} [requestId] Subscribe requestId
             * @property {number|null} [fromSeq] Subscribe fromSeq
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Subscribe.
             * @memberof desk.stream
             * @interface ISubscribe
             * @augments desk.stream.Subscribe.$Properties
             * @deprecated Use desk.stream.Subscribe.$Properties instead.
             */

            /**
             * Shape of a Subscribe.
             * @typedef {desk.stream.Subscribe.$Properties} desk.stream.Subscribe.$Shape
             */

            /**
             * Constructs a new Subscribe.
             * @memberof desk.stream
             * @classdesc Represents a Subscribe.
             * @constructor
             * @param {desk.stream.Subscribe.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Subscribe = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Subscribe topic.
             * @member {string} topic
             * @memberof desk.stream.Subscribe
             * @instance
             */
            Subscribe.prototype.topic = "";

            /**
             * Subscribe requestId.
             * @member {number} requestId
             * @memberof desk.stream.Subscribe
             * @instance
             */
            Subscribe.prototype.requestId = 0;

            /**
             * Subscribe fromSeq.
             * @member {number} fromSeq
             * @memberof desk.stream.Subscribe
             * @instance
             */
            Subscribe.prototype.fromSeq = 0;

            /**
             * Creates a new Subscribe instance using the specified properties.
             * @function create
             * @memberof desk.stream.Subscribe
             * @static
             * @param {desk.stream.Subscribe.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Subscribe} Subscribe instance
             * @type {{
             *   (properties: desk.stream.Subscribe.$Shape): desk.stream.Subscribe & desk.stream.Subscribe.$Shape;
             *   (properties?: desk.stream.Subscribe.$Properties): desk.stream.Subscribe;
             * }}
             */
            Subscribe.create = function(properties) {
                return new Subscribe(properties);
            };

            /**
             * Encodes the specified Subscribe message. Does not implicitly {@link desk.stream.Subscribe.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Subscribe
             * @static
             * @param {desk.stream.Subscribe.$Properties} m Subscribe message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Subscribe.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic") && m.topic !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.topic);
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId") && m.requestId !== 0)
                    w.uint32(/* id 2, wireType 0 =*/16).uint32(m.requestId);
                if (m.fromSeq != null && $Object.hasOwnProperty.call(m, "fromSeq") && !$Object.is(m.fromSeq, 0))
                    w.uint32(/* id 3, wireType 1 =*/25).double(m.fromSeq);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Subscribe message, length delimited. Does not implicitly {@link desk.stream.Subscribe.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Subscribe
             * @static
             * @param {desk.stream.Subscribe.$Properties} message Subscribe message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Subscribe.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a Subscribe message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Subscribe
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Subscribe & desk.stream.Subscribe.$Shape} Subscribe
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Subscribe.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Subscribe();
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
                                m.topic = v;
                            else
                                delete m.topic;
                            continue;
                        }
                    case 2: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.requestId = v;
                            else
                                delete m.requestId;
                            continue;
                        }
                    case 3: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.fromSeq = v;
                            else
                                delete m.fromSeq;
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
             * Decodes a Subscribe message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Subscribe
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Subscribe & desk.stream.Subscribe.$Shape} Subscribe
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Subscribe.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a Subscribe message.
             * @function verify
             * @memberof desk.stream.Subscribe
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Subscribe.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                    if (!$util.isString(m.topic))
                        return "topic: string expected";
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    if (!$util.isInteger(m.requestId))
                        return "requestId: integer expected";
                }
                if (m.fromSeq != null && $Object.hasOwnProperty.call(m, "fromSeq")) {
                    if (typeof m.fromSeq !== "number")
                        return "fromSeq: number expected";
                }
                return null;
            };

            /**
             * Creates a Subscribe message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Subscribe
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Subscribe} Subscribe
             */
            Subscribe.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Subscribe)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Subscribe: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Subscribe();
                if (d.topic != null) {
                    if (typeof d.topic !== "string" || d.topic.length) {
                        m.topic = $String(d.topic);
                    }
                }
                if (d.requestId != null) {
                    if ($Number(d.requestId) !== 0) {
                        m.requestId = d.requestId >>> 0;
                    }
                }
                if (d.fromSeq != null) {
                    if (!$Object.is($Number(d.fromSeq), 0)) {
                        m.fromSeq = $Number(d.fromSeq);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a Subscribe message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Subscribe
             * @static
             * @param {desk.stream.Subscribe} m Subscribe
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Subscribe.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.topic = "";
                    d.requestId = 0;
                    d.fromSeq = 0;
                }
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                    d.topic = m.topic;
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    d.requestId = m.requestId;
                }
                if (m.fromSeq != null && $Object.hasOwnProperty.call(m, "fromSeq")) {
                    d.fromSeq = o.json && !$isFinite(m.fromSeq) ? $String(m.fromSeq) : m.fromSeq;
                }
                return d;
            };

            /**
             * Converts this Subscribe to JSON.
             * @function toJSON
             * @memberof desk.stream.Subscribe
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Subscribe.prototype.toJSON = function() {
                return Subscribe.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Subscribe
             * @function getTypeUrl
             * @memberof desk.stream.Subscribe
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Subscribe.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Subscribe";
            };

            return Subscribe;
        })();

        stream.Unsubscribe = (function() {

            /**
             * Properties of an Unsubscribe.
             * @typedef {Object} desk.stream.Unsubscribe.$Properties
             * @property {string|null} [topic] Unsubscribe topic
             * @property {number|null} [requestId] Unsubscribe requestId
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an Unsubscribe.
             * @memberof desk.stream
             * @interface IUnsubscribe
             * @augments desk.stream.Unsubscribe.$Properties
             * @deprecated Use desk.stream.Unsubscribe.$Properties instead.
             */

            /**
             * Shape of an Unsubscribe.
             * @typedef {desk.stream.Unsubscribe.$Properties} desk.stream.Unsubscribe.$Shape
             */

            /**
             * Constructs a new Unsubscribe.
             * @memberof desk.stream
             * @classdesc Represents an Unsubscribe.
             * @constructor
             * @param {desk.stream.Unsubscribe.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Unsubscribe = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Unsubscribe topic.
             * @member {string} topic
             * @memberof desk.stream.Unsubscribe
             * @instance
             */
            Unsubscribe.prototype.topic = "";

            /**
             * Unsubscribe requestId.
             * @member {number} requestId
             * @memberof desk.stream.Unsubscribe
             * @instance
             */
            Unsubscribe.prototype.requestId = 0;

            /**
             * Creates a new Unsubscribe instance using the specified properties.
             * @function create
             * @memberof desk.stream.Unsubscribe
             * @static
             * @param {desk.stream.Unsubscribe.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Unsubscribe} Unsubscribe instance
             * @type {{
             *   (properties: desk.stream.Unsubscribe.$Shape): desk.stream.Unsubscribe & desk.stream.Unsubscribe.$Shape;
             *   (properties?: desk.stream.Unsubscribe.$Properties): desk.stream.Unsubscribe;
             * }}
             */
            Unsubscribe.create = function(properties) {
                return new Unsubscribe(properties);
            };

            /**
             * Encodes the specified Unsubscribe message. Does not implicitly {@link desk.stream.Unsubscribe.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Unsubscribe
             * @static
             * @param {desk.stream.Unsubscribe.$Properties} m Unsubscribe message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Unsubscribe.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic") && m.topic !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.topic);
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId") && m.requestId !== 0)
                    w.uint32(/* id 2, wireType 0 =*/16).uint32(m.requestId);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Unsubscribe message, length delimited. Does not implicitly {@link desk.stream.Unsubscribe.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Unsubscribe
             * @static
             * @param {desk.stream.Unsubscribe.$Properties} message Unsubscribe message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Unsubscribe.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an Unsubscribe message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Unsubscribe
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Unsubscribe & desk.stream.Unsubscribe.$Shape} Unsubscribe
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Unsubscribe.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Unsubscribe();
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
                                m.topic = v;
                            else
                                delete m.topic;
                            continue;
                        }
                    case 2: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.requestId = v;
                            else
                                delete m.requestId;
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
             * Decodes an Unsubscribe message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Unsubscribe
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Unsubscribe & desk.stream.Unsubscribe.$Shape} Unsubscribe
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Unsubscribe.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an Unsubscribe message.
             * @function verify
             * @memberof desk.stream.Unsubscribe
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Unsubscribe.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                    if (!$util.isString(m.topic))
                        return "topic: string expected";
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    if (!$util.isInteger(m.requestId))
                        return "requestId: integer expected";
                }
                return null;
            };

            /**
             * Creates an Unsubscribe message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Unsubscribe
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Unsubscribe} Unsubscribe
             */
            Unsubscribe.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Unsubscribe)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Unsubscribe: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Unsubscribe();
                if (d.topic != null) {
                    if (typeof d.topic !== "string" || d.topic.length) {
                        m.topic = $String(d.topic);
                    }
                }
                if (d.requestId != null) {
                    if ($Number(d.requestId) !== 0) {
                        m.requestId = d.requestId >>> 0;
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an Unsubscribe message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Unsubscribe
             * @static
             * @param {desk.stream.Unsubscribe} m Unsubscribe
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Unsubscribe.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.topic = "";
                    d.requestId = 0;
                }
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                    d.topic = m.topic;
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    d.requestId = m.requestId;
                }
                return d;
            };

            /**
             * Converts this Unsubscribe to JSON.
             * @function toJSON
             * @memberof desk.stream.Unsubscribe
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Unsubscribe.prototype.toJSON = function() {
                return Unsubscribe.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Unsubscribe
             * @function getTypeUrl
             * @memberof desk.stream.Unsubscribe
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Unsubscribe.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Unsubscribe";
            };

            return Unsubscribe;
        })();

        stream.Ping = (function() {

            /**
             * Properties of a Ping.
             * @typedef {Object} desk.stream.Ping.$Properties
             * @property {number|null} [clientTime] Ping clientTime
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Ping.
             * @memberof desk.stream
             * @interface IPing
             * @augments desk.stream.Ping.$Properties
             * @deprecated Use desk.stream.Ping.$Properties instead.
             */

            /**
             * Shape of a Ping.
             * @typedef {desk.stream.Ping.$Properties} desk.stream.Ping.$Shape
             */

            /**
             * Constructs a new Ping.
             * @memberof desk.stream
             * @classdesc Represents a Ping.
             * @constructor
             * @param {desk.stream.Ping.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Ping = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Ping clientTime.
             * @member {number} clientTime
             * @memberof desk.stream.Ping
             * @instance
             */
            Ping.prototype.clientTime = 0;

            /**
             * Creates a new Ping instance using the specified properties.
             * @function create
             * @memberof desk.stream.Ping
             * @static
             * @param {desk.stream.Ping.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Ping} Ping instance
             * @type {{
             *   (properties: desk.stream.Ping.$Shape): desk.stream.Ping & desk.stream.Ping.$Shape;
             *   (properties?: desk.stream.Ping.$Properties): desk.stream.Ping;
             * }}
             */
            Ping.create = function(properties) {
                return new Ping(properties);
            };

            /**
             * Encodes the specified Ping message. Does not implicitly {@link desk.stream.Ping.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Ping
             * @static
             * @param {desk.stream.Ping.$Properties} m Ping message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Ping.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.clientTime != null && $Object.hasOwnProperty.call(m, "clientTime") && !$Object.is(m.clientTime, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.clientTime);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Ping message, length delimited. Does not implicitly {@link desk.stream.Ping.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Ping
             * @static
             * @param {desk.stream.Ping.$Properties} message Ping message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Ping.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a Ping message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Ping
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Ping & desk.stream.Ping.$Shape} Ping
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Ping.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Ping();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.clientTime = v;
                            else
                                delete m.clientTime;
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
             * Decodes a Ping message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Ping
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Ping & desk.stream.Ping.$Shape} Ping
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Ping.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a Ping message.
             * @function verify
             * @memberof desk.stream.Ping
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Ping.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.clientTime != null && $Object.hasOwnProperty.call(m, "clientTime")) {
                    if (typeof m.clientTime !== "number")
                        return "clientTime: number expected";
                }
                return null;
            };

            /**
             * Creates a Ping message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Ping
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Ping} Ping
             */
            Ping.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Ping)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Ping: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Ping();
                if (d.clientTime != null) {
                    if (!$Object.is($Number(d.clientTime), 0)) {
                        m.clientTime = $Number(d.clientTime);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a Ping message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Ping
             * @static
             * @param {desk.stream.Ping} m Ping
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Ping.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.clientTime = 0;
                }
                if (m.clientTime != null && $Object.hasOwnProperty.call(m, "clientTime")) {
                    d.clientTime = o.json && !$isFinite(m.clientTime) ? $String(m.clientTime) : m.clientTime;
                }
                return d;
            };

            /**
             * Converts this Ping to JSON.
             * @function toJSON
             * @memberof desk.stream.Ping
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Ping.prototype.toJSON = function() {
                return Ping.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Ping
             * @function getTypeUrl
             * @memberof desk.stream.Ping
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Ping.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Ping";
            };

            return Ping;
        })();

        stream.ServerMessage = (function() {

            /**
             * Properties of a ServerMessage.
             * @typedef {Object} desk.stream.ServerMessage.$Properties
             * @property {desk.stream.AuthOk.$Properties|null} [authOk] ServerMessage authOk
             * @property {desk.stream.Subscribed.$Properties|null} [subscribed] ServerMessage subscribed
             * @property {desk.stream.Unsubscribed.$Properties|null} [unsubscribed] ServerMessage unsubscribed
             * @property {desk.stream.Heartbeat.$Properties|null} [heartbeat] ServerMessage heartbeat
             * @property {desk.stream.Pong.$Properties|null} [pong] ServerMessage pong
             * @property {desk.stream.Error.$Properties|null} [error] ServerMessage error
             * @property {desk.stream.Batch.$Properties|null} [batch] ServerMessage batch
             * @property {desk.stream.BookSnapshot.$Properties|null} [bookSnapshot] ServerMessage bookSnapshot
             * @property {desk.stream.BookDelta.$Properties|null} [bookDelta] ServerMessage bookDelta
             * @property {desk.stream.Trade.$Properties|null} [trade] ServerMessage trade
             * @property {desk.stream.Ticker.$Properties|null} [ticker] ServerMessage ticker
             * @property {desk.stream.MarkPrice.$Properties|null} [markPrice] ServerMessage markPrice
             * @property {desk.stream.Kline.$Properties|null} [kline] ServerMessage kline
             * @property {desk.stream.OrderUpdate.$Properties|null} [orderUpdate] ServerMessage orderUpdate
             * @property {desk.stream.FillUpdate.$Properties|null} [fillUpdate] ServerMessage fillUpdate
             * @property {desk.stream.BalanceUpdate.$Properties|null} [balanceUpdate] ServerMessage balanceUpdate
             * @property {desk.stream.PositionUpdate.$Properties|null} [positionUpdate] ServerMessage positionUpdate
             * @property {desk.stream.RiskUpdate.$Properties|null} [riskUpdate] ServerMessage riskUpdate
             * @property {desk.stream.QuoteLadder.$Properties|null} [quoteLadder] ServerMessage quoteLadder
             * @property {desk.stream.ApprovalUpdate.$Properties|null} [approvalUpdate] ServerMessage approvalUpdate
             * @property {desk.stream.PermissionsChanged.$Properties|null} [permissionsChanged] ServerMessage permissionsChanged
             * @property {desk.stream.ReportJobUpdate.$Properties|null} [reportJobUpdate] ServerMessage reportJobUpdate
             * @property {"authOk"|"subscribed"|"unsubscribed"|"heartbeat"|"pong"|"error"|"batch"|"bookSnapshot"|"bookDelta"|"trade"|"ticker"|"markPrice"|"kline"|"orderUpdate"|"fillUpdate"|"balanceUpdate"|"positionUpdate"|"riskUpdate"|"quoteLadder"|"approvalUpdate"|"permissionsChanged"|"reportJobUpdate"} [kind] ServerMessage kind
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a ServerMessage.
             * @memberof desk.stream
             * @interface IServerMessage
             * @augments desk.stream.ServerMessage.$Properties
             * @deprecated Use desk.stream.ServerMessage.$Properties instead.
             */

            /**
             * Narrowed shape of a ServerMessage.
             * @typedef {{
             *   authOk?: desk.stream.AuthOk.$Shape|null;
             *   subscribed?: desk.stream.Subscribed.$Shape|null;
             *   unsubscribed?: desk.stream.Unsubscribed.$Shape|null;
             *   heartbeat?: desk.stream.Heartbeat.$Shape|null;
             *   pong?: desk.stream.Pong.$Shape|null;
             *   error?: desk.stream.Error.$Shape|null;
             *   batch?: desk.stream.Batch.$Shape|null;
             *   bookSnapshot?: desk.stream.BookSnapshot.$Shape|null;
             *   bookDelta?: desk.stream.BookDelta.$Shape|null;
             *   trade?: desk.stream.Trade.$Shape|null;
             *   ticker?: desk.stream.Ticker.$Shape|null;
             *   markPrice?: desk.stream.MarkPrice.$Shape|null;
             *   kline?: desk.stream.Kline.$Shape|null;
             *   orderUpdate?: desk.stream.OrderUpdate.$Shape|null;
             *   fillUpdate?: desk.stream.FillUpdate.$Shape|null;
             *   balanceUpdate?: desk.stream.BalanceUpdate.$Shape|null;
             *   positionUpdate?: desk.stream.PositionUpdate.$Shape|null;
             *   riskUpdate?: desk.stream.RiskUpdate.$Shape|null;
             *   quoteLadder?: desk.stream.QuoteLadder.$Shape|null;
             *   approvalUpdate?: desk.stream.ApprovalUpdate.$Shape|null;
             *   permissionsChanged?: desk.stream.PermissionsChanged.$Shape|null;
             *   reportJobUpdate?: desk.stream.ReportJobUpdate.$Shape|null;
             *   $unknowns?: Array.<Uint8Array>;
             * } & (
             *   ({ kind?: undefined; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "authOk"; authOk: desk.stream.AuthOk.$Shape; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "subscribed"; authOk?: null; subscribed: desk.stream.Subscribed.$Shape; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "unsubscribed"; authOk?: null; subscribed?: null; unsubscribed: desk.stream.Unsubscribed.$Shape; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "heartbeat"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat: desk.stream.Heartbeat.$Shape; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "pong"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong: desk.stream.Pong.$Shape; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "error"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error: desk.stream.Error.$Shape; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "batch"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch: desk.stream.Batch.$Shape; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "bookSnapshot"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot: desk.stream.BookSnapshot.$Shape; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "bookDelta"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta: desk.stream.BookDelta.$Shape; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "trade"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade: desk.stream.Trade.$Shape; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "ticker"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker: desk.stream.Ticker.$Shape; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "markPrice"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice: desk.stream.MarkPrice.$Shape; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "kline"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline: desk.stream.Kline.$Shape; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "orderUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate: desk.stream.OrderUpdate.$Shape; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "fillUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate: desk.stream.FillUpdate.$Shape; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "balanceUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate: desk.stream.BalanceUpdate.$Shape; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "positionUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate: desk.stream.PositionUpdate.$Shape; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "riskUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate: desk.stream.RiskUpdate.$Shape; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "quoteLadder"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder: desk.stream.QuoteLadder.$Shape; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "approvalUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate: desk.stream.ApprovalUpdate.$Shape; permissionsChanged?: null; reportJobUpdate?: null }|{ kind?: "permissionsChanged"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged: desk.stream.PermissionsChanged.$Shape; reportJobUpdate?: null }|{ kind?: "reportJobUpdate"; authOk?: null; subscribed?: null; unsubscribed?: null; heartbeat?: null; pong?: null; error?: null; batch?: null; bookSnapshot?: null; bookDelta?: null; trade?: null; ticker?: null; markPrice?: null; kline?: null; orderUpdate?: null; fillUpdate?: null; balanceUpdate?: null; positionUpdate?: null; riskUpdate?: null; quoteLadder?: null; approvalUpdate?: null; permissionsChanged?: null; reportJobUpdate: desk.stream.ReportJobUpdate.$Shape })
             * )} desk.stream.ServerMessage.$Shape
             */

            /**
             * Constructs a new ServerMessage.
             * @memberof desk.stream
             * @classdesc Represents a ServerMessage.
             * @constructor
             * @param {desk.stream.ServerMessage.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const ServerMessage = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * ServerMessage authOk.
             * @member {desk.stream.AuthOk.$Properties|null|undefined} authOk
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.authOk = null;

            /**
             * ServerMessage subscribed.
             * @member {desk.stream.Subscribed.$Properties|null|undefined} subscribed
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.subscribed = null;

            /**
             * ServerMessage unsubscribed.
             * @member {desk.stream.Unsubscribed.$Properties|null|undefined} unsubscribed
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.unsubscribed = null;

            /**
             * ServerMessage heartbeat.
             * @member {desk.stream.Heartbeat.$Properties|null|undefined} heartbeat
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.heartbeat = null;

            /**
             * ServerMessage pong.
             * @member {desk.stream.Pong.$Properties|null|undefined} pong
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.pong = null;

            /**
             * ServerMessage error.
             * @member {desk.stream.Error.$Properties|null|undefined} error
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.error = null;

            /**
             * ServerMessage batch.
             * @member {desk.stream.Batch.$Properties|null|undefined} batch
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.batch = null;

            /**
             * ServerMessage bookSnapshot.
             * @member {desk.stream.BookSnapshot.$Properties|null|undefined} bookSnapshot
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.bookSnapshot = null;

            /**
             * ServerMessage bookDelta.
             * @member {desk.stream.BookDelta.$Properties|null|undefined} bookDelta
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.bookDelta = null;

            /**
             * ServerMessage trade.
             * @member {desk.stream.Trade.$Properties|null|undefined} trade
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.trade = null;

            /**
             * ServerMessage ticker.
             * @member {desk.stream.Ticker.$Properties|null|undefined} ticker
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.ticker = null;

            /**
             * ServerMessage markPrice.
             * @member {desk.stream.MarkPrice.$Properties|null|undefined} markPrice
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.markPrice = null;

            /**
             * ServerMessage kline.
             * @member {desk.stream.Kline.$Properties|null|undefined} kline
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.kline = null;

            /**
             * ServerMessage orderUpdate.
             * @member {desk.stream.OrderUpdate.$Properties|null|undefined} orderUpdate
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.orderUpdate = null;

            /**
             * ServerMessage fillUpdate.
             * @member {desk.stream.FillUpdate.$Properties|null|undefined} fillUpdate
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.fillUpdate = null;

            /**
             * ServerMessage balanceUpdate.
             * @member {desk.stream.BalanceUpdate.$Properties|null|undefined} balanceUpdate
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.balanceUpdate = null;

            /**
             * ServerMessage positionUpdate.
             * @member {desk.stream.PositionUpdate.$Properties|null|undefined} positionUpdate
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.positionUpdate = null;

            /**
             * ServerMessage riskUpdate.
             * @member {desk.stream.RiskUpdate.$Properties|null|undefined} riskUpdate
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.riskUpdate = null;

            /**
             * ServerMessage quoteLadder.
             * @member {desk.stream.QuoteLadder.$Properties|null|undefined} quoteLadder
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.quoteLadder = null;

            /**
             * ServerMessage approvalUpdate.
             * @member {desk.stream.ApprovalUpdate.$Properties|null|undefined} approvalUpdate
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.approvalUpdate = null;

            /**
             * ServerMessage permissionsChanged.
             * @member {desk.stream.PermissionsChanged.$Properties|null|undefined} permissionsChanged
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.permissionsChanged = null;

            /**
             * ServerMessage reportJobUpdate.
             * @member {desk.stream.ReportJobUpdate.$Properties|null|undefined} reportJobUpdate
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            ServerMessage.prototype.reportJobUpdate = null;

            // OneOf field names bound to virtual getters and setters
            let $oneOfFields;

            /**
             * ServerMessage kind.
             * @member {"authOk"|"subscribed"|"unsubscribed"|"heartbeat"|"pong"|"error"|"batch"|"bookSnapshot"|"bookDelta"|"trade"|"ticker"|"markPrice"|"kline"|"orderUpdate"|"fillUpdate"|"balanceUpdate"|"positionUpdate"|"riskUpdate"|"quoteLadder"|"approvalUpdate"|"permissionsChanged"|"reportJobUpdate"|undefined} kind
             * @memberof desk.stream.ServerMessage
             * @instance
             */
            $Object.defineProperty(ServerMessage.prototype, "kind", {
                get: $util.oneOfGetter($oneOfFields = ["authOk", "subscribed", "unsubscribed", "heartbeat", "pong", "error", "batch", "bookSnapshot", "bookDelta", "trade", "ticker", "markPrice", "kline", "orderUpdate", "fillUpdate", "balanceUpdate", "positionUpdate", "riskUpdate", "quoteLadder", "approvalUpdate", "permissionsChanged", "reportJobUpdate"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            /**
             * Creates a new ServerMessage instance using the specified properties.
             * @function create
             * @memberof desk.stream.ServerMessage
             * @static
             * @param {desk.stream.ServerMessage.$Properties=} [properties] Properties to set
             * @returns {desk.stream.ServerMessage} ServerMessage instance
             * @type {{
             *   (properties: desk.stream.ServerMessage.$Shape): desk.stream.ServerMessage & desk.stream.ServerMessage.$Shape;
             *   (properties?: desk.stream.ServerMessage.$Properties): desk.stream.ServerMessage;
             * }}
             */
            ServerMessage.create = function(properties) {
                return new ServerMessage(properties);
            };

            /**
             * Encodes the specified ServerMessage message. Does not implicitly {@link desk.stream.ServerMessage.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.ServerMessage
             * @static
             * @param {desk.stream.ServerMessage.$Properties} m ServerMessage message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ServerMessage.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.authOk != null && $Object.hasOwnProperty.call(m, "authOk"))
                    $root.desk.stream.AuthOk.encode(m.authOk, w.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
                if (m.subscribed != null && $Object.hasOwnProperty.call(m, "subscribed"))
                    $root.desk.stream.Subscribed.encode(m.subscribed, w.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                if (m.unsubscribed != null && $Object.hasOwnProperty.call(m, "unsubscribed"))
                    $root.desk.stream.Unsubscribed.encode(m.unsubscribed, w.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                if (m.heartbeat != null && $Object.hasOwnProperty.call(m, "heartbeat"))
                    $root.desk.stream.Heartbeat.encode(m.heartbeat, w.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                if (m.pong != null && $Object.hasOwnProperty.call(m, "pong"))
                    $root.desk.stream.Pong.encode(m.pong, w.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                if (m.error != null && $Object.hasOwnProperty.call(m, "error"))
                    $root.desk.stream.Error.encode(m.error, w.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                if (m.batch != null && $Object.hasOwnProperty.call(m, "batch"))
                    $root.desk.stream.Batch.encode(m.batch, w.uint32(/* id 7, wireType 2 =*/58).fork(), q + 1).ldelim();
                if (m.bookSnapshot != null && $Object.hasOwnProperty.call(m, "bookSnapshot"))
                    $root.desk.stream.BookSnapshot.encode(m.bookSnapshot, w.uint32(/* id 10, wireType 2 =*/82).fork(), q + 1).ldelim();
                if (m.bookDelta != null && $Object.hasOwnProperty.call(m, "bookDelta"))
                    $root.desk.stream.BookDelta.encode(m.bookDelta, w.uint32(/* id 11, wireType 2 =*/90).fork(), q + 1).ldelim();
                if (m.trade != null && $Object.hasOwnProperty.call(m, "trade"))
                    $root.desk.stream.Trade.encode(m.trade, w.uint32(/* id 12, wireType 2 =*/98).fork(), q + 1).ldelim();
                if (m.ticker != null && $Object.hasOwnProperty.call(m, "ticker"))
                    $root.desk.stream.Ticker.encode(m.ticker, w.uint32(/* id 13, wireType 2 =*/106).fork(), q + 1).ldelim();
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice"))
                    $root.desk.stream.MarkPrice.encode(m.markPrice, w.uint32(/* id 14, wireType 2 =*/114).fork(), q + 1).ldelim();
                if (m.kline != null && $Object.hasOwnProperty.call(m, "kline"))
                    $root.desk.stream.Kline.encode(m.kline, w.uint32(/* id 15, wireType 2 =*/122).fork(), q + 1).ldelim();
                if (m.orderUpdate != null && $Object.hasOwnProperty.call(m, "orderUpdate"))
                    $root.desk.stream.OrderUpdate.encode(m.orderUpdate, w.uint32(/* id 20, wireType 2 =*/162).fork(), q + 1).ldelim();
                if (m.fillUpdate != null && $Object.hasOwnProperty.call(m, "fillUpdate"))
                    $root.desk.stream.FillUpdate.encode(m.fillUpdate, w.uint32(/* id 21, wireType 2 =*/170).fork(), q + 1).ldelim();
                if (m.balanceUpdate != null && $Object.hasOwnProperty.call(m, "balanceUpdate"))
                    $root.desk.stream.BalanceUpdate.encode(m.balanceUpdate, w.uint32(/* id 22, wireType 2 =*/178).fork(), q + 1).ldelim();
                if (m.positionUpdate != null && $Object.hasOwnProperty.call(m, "positionUpdate"))
                    $root.desk.stream.PositionUpdate.encode(m.positionUpdate, w.uint32(/* id 23, wireType 2 =*/186).fork(), q + 1).ldelim();
                if (m.riskUpdate != null && $Object.hasOwnProperty.call(m, "riskUpdate"))
                    $root.desk.stream.RiskUpdate.encode(m.riskUpdate, w.uint32(/* id 24, wireType 2 =*/194).fork(), q + 1).ldelim();
                if (m.quoteLadder != null && $Object.hasOwnProperty.call(m, "quoteLadder"))
                    $root.desk.stream.QuoteLadder.encode(m.quoteLadder, w.uint32(/* id 30, wireType 2 =*/242).fork(), q + 1).ldelim();
                if (m.approvalUpdate != null && $Object.hasOwnProperty.call(m, "approvalUpdate"))
                    $root.desk.stream.ApprovalUpdate.encode(m.approvalUpdate, w.uint32(/* id 40, wireType 2 =*/322).fork(), q + 1).ldelim();
                if (m.permissionsChanged != null && $Object.hasOwnProperty.call(m, "permissionsChanged"))
                    $root.desk.stream.PermissionsChanged.encode(m.permissionsChanged, w.uint32(/* id 41, wireType 2 =*/330).fork(), q + 1).ldelim();
                if (m.reportJobUpdate != null && $Object.hasOwnProperty.call(m, "reportJobUpdate"))
                    $root.desk.stream.ReportJobUpdate.encode(m.reportJobUpdate, w.uint32(/* id 42, wireType 2 =*/338).fork(), q + 1).ldelim();
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified ServerMessage message, length delimited. Does not implicitly {@link desk.stream.ServerMessage.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.ServerMessage
             * @static
             * @param {desk.stream.ServerMessage.$Properties} message ServerMessage message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ServerMessage.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a ServerMessage message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.ServerMessage
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.ServerMessage & desk.stream.ServerMessage.$Shape} ServerMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ServerMessage.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.stream.ServerMessage();
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
                            m.authOk = $root.desk.stream.AuthOk.decode(r, r.size(), $undefined, q + 1, m.authOk);
                            m.kind = "authOk";
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            m.subscribed = $root.desk.stream.Subscribed.decode(r, r.size(), $undefined, q + 1, m.subscribed);
                            m.kind = "subscribed";
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            m.unsubscribed = $root.desk.stream.Unsubscribed.decode(r, r.size(), $undefined, q + 1, m.unsubscribed);
                            m.kind = "unsubscribed";
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            m.heartbeat = $root.desk.stream.Heartbeat.decode(r, r.size(), $undefined, q + 1, m.heartbeat);
                            m.kind = "heartbeat";
                            continue;
                        }
                    case 5: {
                            if (u !== 2)
                                break;
                            m.pong = $root.desk.stream.Pong.decode(r, r.size(), $undefined, q + 1, m.pong);
                            m.kind = "pong";
                            continue;
                        }
                    case 6: {
                            if (u !== 2)
                                break;
                            m.error = $root.desk.stream.Error.decode(r, r.size(), $undefined, q + 1, m.error);
                            m.kind = "error";
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            m.batch = $root.desk.stream.Batch.decode(r, r.size(), $undefined, q + 1, m.batch);
                            m.kind = "batch";
                            continue;
                        }
                    case 10: {
                            if (u !== 2)
                                break;
                            m.bookSnapshot = $root.desk.stream.BookSnapshot.decode(r, r.size(), $undefined, q + 1, m.bookSnapshot);
                            m.kind = "bookSnapshot";
                            continue;
                        }
                    case 11: {
                            if (u !== 2)
                                break;
                            m.bookDelta = $root.desk.stream.BookDelta.decode(r, r.size(), $undefined, q + 1, m.bookDelta);
                            m.kind = "bookDelta";
                            continue;
                        }
                    case 12: {
                            if (u !== 2)
                                break;
                            m.trade = $root.desk.stream.Trade.decode(r, r.size(), $undefined, q + 1, m.trade);
                            m.kind = "trade";
                            continue;
                        }
                    case 13: {
                            if (u !== 2)
                                break;
                            m.ticker = $root.desk.stream.Ticker.decode(r, r.size(), $undefined, q + 1, m.ticker);
                            m.kind = "ticker";
                            continue;
                        }
                    case 14: {
                            if (u !== 2)
                                break;
                            m.markPrice = $root.desk.stream.MarkPrice.decode(r, r.size(), $undefined, q + 1, m.markPrice);
                            m.kind = "markPrice";
                            continue;
                        }
                    case 15: {
                            if (u !== 2)
                                break;
                            m.kline = $root.desk.stream.Kline.decode(r, r.size(), $undefined, q + 1, m.kline);
                            m.kind = "kline";
                            continue;
                        }
                    case 20: {
                            if (u !== 2)
                                break;
                            m.orderUpdate = $root.desk.stream.OrderUpdate.decode(r, r.size(), $undefined, q + 1, m.orderUpdate);
                            m.kind = "orderUpdate";
                            continue;
                        }
                    case 21: {
                            if (u !== 2)
                                break;
                            m.fillUpdate = $root.desk.stream.FillUpdate.decode(r, r.size(), $undefined, q + 1, m.fillUpdate);
                            m.kind = "fillUpdate";
                            continue;
                        }
                    case 22: {
                            if (u !== 2)
                                break;
                            m.balanceUpdate = $root.desk.stream.BalanceUpdate.decode(r, r.size(), $undefined, q + 1, m.balanceUpdate);
                            m.kind = "balanceUpdate";
                            continue;
                        }
                    case 23: {
                            if (u !== 2)
                                break;
                            m.positionUpdate = $root.desk.stream.PositionUpdate.decode(r, r.size(), $undefined, q + 1, m.positionUpdate);
                            m.kind = "positionUpdate";
                            continue;
                        }
                    case 24: {
                            if (u !== 2)
                                break;
                            m.riskUpdate = $root.desk.stream.RiskUpdate.decode(r, r.size(), $undefined, q + 1, m.riskUpdate);
                            m.kind = "riskUpdate";
                            continue;
                        }
                    case 30: {
                            if (u !== 2)
                                break;
                            m.quoteLadder = $root.desk.stream.QuoteLadder.decode(r, r.size(), $undefined, q + 1, m.quoteLadder);
                            m.kind = "quoteLadder";
                            continue;
                        }
                    case 40: {
                            if (u !== 2)
                                break;
                            m.approvalUpdate = $root.desk.stream.ApprovalUpdate.decode(r, r.size(), $undefined, q + 1, m.approvalUpdate);
                            m.kind = "approvalUpdate";
                            continue;
                        }
                    case 41: {
                            if (u !== 2)
                                break;
                            m.permissionsChanged = $root.desk.stream.PermissionsChanged.decode(r, r.size(), $undefined, q + 1, m.permissionsChanged);
                            m.kind = "permissionsChanged";
                            continue;
                        }
                    case 42: {
                            if (u !== 2)
                                break;
                            m.reportJobUpdate = $root.desk.stream.ReportJobUpdate.decode(r, r.size(), $undefined, q + 1, m.reportJobUpdate);
                            m.kind = "reportJobUpdate";
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
             * Decodes a ServerMessage message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.ServerMessage
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.ServerMessage & desk.stream.ServerMessage.$Shape} ServerMessage
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ServerMessage.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a ServerMessage message.
             * @function verify
             * @memberof desk.stream.ServerMessage
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            ServerMessage.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                var p = {};
                if (m.authOk != null && $Object.hasOwnProperty.call(m, "authOk")) {
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.AuthOk.verify(m.authOk, q + 1);
                        if (e)
                            return "authOk." + e;
                    }
                }
                if (m.subscribed != null && $Object.hasOwnProperty.call(m, "subscribed")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Subscribed.verify(m.subscribed, q + 1);
                        if (e)
                            return "subscribed." + e;
                    }
                }
                if (m.unsubscribed != null && $Object.hasOwnProperty.call(m, "unsubscribed")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Unsubscribed.verify(m.unsubscribed, q + 1);
                        if (e)
                            return "unsubscribed." + e;
                    }
                }
                if (m.heartbeat != null && $Object.hasOwnProperty.call(m, "heartbeat")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Heartbeat.verify(m.heartbeat, q + 1);
                        if (e)
                            return "heartbeat." + e;
                    }
                }
                if (m.pong != null && $Object.hasOwnProperty.call(m, "pong")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Pong.verify(m.pong, q + 1);
                        if (e)
                            return "pong." + e;
                    }
                }
                if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Error.verify(m.error, q + 1);
                        if (e)
                            return "error." + e;
                    }
                }
                if (m.batch != null && $Object.hasOwnProperty.call(m, "batch")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Batch.verify(m.batch, q + 1);
                        if (e)
                            return "batch." + e;
                    }
                }
                if (m.bookSnapshot != null && $Object.hasOwnProperty.call(m, "bookSnapshot")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.BookSnapshot.verify(m.bookSnapshot, q + 1);
                        if (e)
                            return "bookSnapshot." + e;
                    }
                }
                if (m.bookDelta != null && $Object.hasOwnProperty.call(m, "bookDelta")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.BookDelta.verify(m.bookDelta, q + 1);
                        if (e)
                            return "bookDelta." + e;
                    }
                }
                if (m.trade != null && $Object.hasOwnProperty.call(m, "trade")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Trade.verify(m.trade, q + 1);
                        if (e)
                            return "trade." + e;
                    }
                }
                if (m.ticker != null && $Object.hasOwnProperty.call(m, "ticker")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Ticker.verify(m.ticker, q + 1);
                        if (e)
                            return "ticker." + e;
                    }
                }
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.MarkPrice.verify(m.markPrice, q + 1);
                        if (e)
                            return "markPrice." + e;
                    }
                }
                if (m.kline != null && $Object.hasOwnProperty.call(m, "kline")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.Kline.verify(m.kline, q + 1);
                        if (e)
                            return "kline." + e;
                    }
                }
                if (m.orderUpdate != null && $Object.hasOwnProperty.call(m, "orderUpdate")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.OrderUpdate.verify(m.orderUpdate, q + 1);
                        if (e)
                            return "orderUpdate." + e;
                    }
                }
                if (m.fillUpdate != null && $Object.hasOwnProperty.call(m, "fillUpdate")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.FillUpdate.verify(m.fillUpdate, q + 1);
                        if (e)
                            return "fillUpdate." + e;
                    }
                }
                if (m.balanceUpdate != null && $Object.hasOwnProperty.call(m, "balanceUpdate")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.BalanceUpdate.verify(m.balanceUpdate, q + 1);
                        if (e)
                            return "balanceUpdate." + e;
                    }
                }
                if (m.positionUpdate != null && $Object.hasOwnProperty.call(m, "positionUpdate")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.PositionUpdate.verify(m.positionUpdate, q + 1);
                        if (e)
                            return "positionUpdate." + e;
                    }
                }
                if (m.riskUpdate != null && $Object.hasOwnProperty.call(m, "riskUpdate")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.RiskUpdate.verify(m.riskUpdate, q + 1);
                        if (e)
                            return "riskUpdate." + e;
                    }
                }
                if (m.quoteLadder != null && $Object.hasOwnProperty.call(m, "quoteLadder")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.QuoteLadder.verify(m.quoteLadder, q + 1);
                        if (e)
                            return "quoteLadder." + e;
                    }
                }
                if (m.approvalUpdate != null && $Object.hasOwnProperty.call(m, "approvalUpdate")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.ApprovalUpdate.verify(m.approvalUpdate, q + 1);
                        if (e)
                            return "approvalUpdate." + e;
                    }
                }
                if (m.permissionsChanged != null && $Object.hasOwnProperty.call(m, "permissionsChanged")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.PermissionsChanged.verify(m.permissionsChanged, q + 1);
                        if (e)
                            return "permissionsChanged." + e;
                    }
                }
                if (m.reportJobUpdate != null && $Object.hasOwnProperty.call(m, "reportJobUpdate")) {
                    if (p.kind === 1)
                        return "kind: multiple values";
                    p.kind = 1;
                    {
                        var e = $root.desk.stream.ReportJobUpdate.verify(m.reportJobUpdate, q + 1);
                        if (e)
                            return "reportJobUpdate." + e;
                    }
                }
                return null;
            };

            /**
             * Creates a ServerMessage message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.ServerMessage
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.ServerMessage} ServerMessage
             */
            ServerMessage.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.ServerMessage)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.ServerMessage: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.ServerMessage();
                if (d.authOk != null) {
                    if (!$util.isObject(d.authOk))
                        throw $TypeError(".desk.stream.ServerMessage.authOk: object expected");
                    m.authOk = $root.desk.stream.AuthOk.fromObject(d.authOk, q + 1);
                }
                if (d.subscribed != null) {
                    if (!$util.isObject(d.subscribed))
                        throw $TypeError(".desk.stream.ServerMessage.subscribed: object expected");
                    m.subscribed = $root.desk.stream.Subscribed.fromObject(d.subscribed, q + 1);
                }
                if (d.unsubscribed != null) {
                    if (!$util.isObject(d.unsubscribed))
                        throw $TypeError(".desk.stream.ServerMessage.unsubscribed: object expected");
                    m.unsubscribed = $root.desk.stream.Unsubscribed.fromObject(d.unsubscribed, q + 1);
                }
                if (d.heartbeat != null) {
                    if (!$util.isObject(d.heartbeat))
                        throw $TypeError(".desk.stream.ServerMessage.heartbeat: object expected");
                    m.heartbeat = $root.desk.stream.Heartbeat.fromObject(d.heartbeat, q + 1);
                }
                if (d.pong != null) {
                    if (!$util.isObject(d.pong))
                        throw $TypeError(".desk.stream.ServerMessage.pong: object expected");
                    m.pong = $root.desk.stream.Pong.fromObject(d.pong, q + 1);
                }
                if (d.error != null) {
                    if (!$util.isObject(d.error))
                        throw $TypeError(".desk.stream.ServerMessage.error: object expected");
                    m.error = $root.desk.stream.Error.fromObject(d.error, q + 1);
                }
                if (d.batch != null) {
                    if (!$util.isObject(d.batch))
                        throw $TypeError(".desk.stream.ServerMessage.batch: object expected");
                    m.batch = $root.desk.stream.Batch.fromObject(d.batch, q + 1);
                }
                if (d.bookSnapshot != null) {
                    if (!$util.isObject(d.bookSnapshot))
                        throw $TypeError(".desk.stream.ServerMessage.bookSnapshot: object expected");
                    m.bookSnapshot = $root.desk.stream.BookSnapshot.fromObject(d.bookSnapshot, q + 1);
                }
                if (d.bookDelta != null) {
                    if (!$util.isObject(d.bookDelta))
                        throw $TypeError(".desk.stream.ServerMessage.bookDelta: object expected");
                    m.bookDelta = $root.desk.stream.BookDelta.fromObject(d.bookDelta, q + 1);
                }
                if (d.trade != null) {
                    if (!$util.isObject(d.trade))
                        throw $TypeError(".desk.stream.ServerMessage.trade: object expected");
                    m.trade = $root.desk.stream.Trade.fromObject(d.trade, q + 1);
                }
                if (d.ticker != null) {
                    if (!$util.isObject(d.ticker))
                        throw $TypeError(".desk.stream.ServerMessage.ticker: object expected");
                    m.ticker = $root.desk.stream.Ticker.fromObject(d.ticker, q + 1);
                }
                if (d.markPrice != null) {
                    if (!$util.isObject(d.markPrice))
                        throw $TypeError(".desk.stream.ServerMessage.markPrice: object expected");
                    m.markPrice = $root.desk.stream.MarkPrice.fromObject(d.markPrice, q + 1);
                }
                if (d.kline != null) {
                    if (!$util.isObject(d.kline))
                        throw $TypeError(".desk.stream.ServerMessage.kline: object expected");
                    m.kline = $root.desk.stream.Kline.fromObject(d.kline, q + 1);
                }
                if (d.orderUpdate != null) {
                    if (!$util.isObject(d.orderUpdate))
                        throw $TypeError(".desk.stream.ServerMessage.orderUpdate: object expected");
                    m.orderUpdate = $root.desk.stream.OrderUpdate.fromObject(d.orderUpdate, q + 1);
                }
                if (d.fillUpdate != null) {
                    if (!$util.isObject(d.fillUpdate))
                        throw $TypeError(".desk.stream.ServerMessage.fillUpdate: object expected");
                    m.fillUpdate = $root.desk.stream.FillUpdate.fromObject(d.fillUpdate, q + 1);
                }
                if (d.balanceUpdate != null) {
                    if (!$util.isObject(d.balanceUpdate))
                        throw $TypeError(".desk.stream.ServerMessage.balanceUpdate: object expected");
                    m.balanceUpdate = $root.desk.stream.BalanceUpdate.fromObject(d.balanceUpdate, q + 1);
                }
                if (d.positionUpdate != null) {
                    if (!$util.isObject(d.positionUpdate))
                        throw $TypeError(".desk.stream.ServerMessage.positionUpdate: object expected");
                    m.positionUpdate = $root.desk.stream.PositionUpdate.fromObject(d.positionUpdate, q + 1);
                }
                if (d.riskUpdate != null) {
                    if (!$util.isObject(d.riskUpdate))
                        throw $TypeError(".desk.stream.ServerMessage.riskUpdate: object expected");
                    m.riskUpdate = $root.desk.stream.RiskUpdate.fromObject(d.riskUpdate, q + 1);
                }
                if (d.quoteLadder != null) {
                    if (!$util.isObject(d.quoteLadder))
                        throw $TypeError(".desk.stream.ServerMessage.quoteLadder: object expected");
                    m.quoteLadder = $root.desk.stream.QuoteLadder.fromObject(d.quoteLadder, q + 1);
                }
                if (d.approvalUpdate != null) {
                    if (!$util.isObject(d.approvalUpdate))
                        throw $TypeError(".desk.stream.ServerMessage.approvalUpdate: object expected");
                    m.approvalUpdate = $root.desk.stream.ApprovalUpdate.fromObject(d.approvalUpdate, q + 1);
                }
                if (d.permissionsChanged != null) {
                    if (!$util.isObject(d.permissionsChanged))
                        throw $TypeError(".desk.stream.ServerMessage.permissionsChanged: object expected");
                    m.permissionsChanged = $root.desk.stream.PermissionsChanged.fromObject(d.permissionsChanged, q + 1);
                }
                if (d.reportJobUpdate != null) {
                    if (!$util.isObject(d.reportJobUpdate))
                        throw $TypeError(".desk.stream.ServerMessage.reportJobUpdate: object expected");
                    m.reportJobUpdate = $root.desk.stream.ReportJobUpdate.fromObject(d.reportJobUpdate, q + 1);
                }
                return m;
            };

            /**
             * Creates a plain object from a ServerMessage message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.ServerMessage
             * @static
             * @param {desk.stream.ServerMessage} m ServerMessage
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            ServerMessage.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (m.authOk != null && $Object.hasOwnProperty.call(m, "authOk")) {
                    d.authOk = $root.desk.stream.AuthOk.toObject(m.authOk, o, q + 1);
                    if (o.oneofs)
                        d.kind = "authOk";
                }
                if (m.subscribed != null && $Object.hasOwnProperty.call(m, "subscribed")) {
                    d.subscribed = $root.desk.stream.Subscribed.toObject(m.subscribed, o, q + 1);
                    if (o.oneofs)
                        d.kind = "subscribed";
                }
                if (m.unsubscribed != null && $Object.hasOwnProperty.call(m, "unsubscribed")) {
                    d.unsubscribed = $root.desk.stream.Unsubscribed.toObject(m.unsubscribed, o, q + 1);
                    if (o.oneofs)
                        d.kind = "unsubscribed";
                }
                if (m.heartbeat != null && $Object.hasOwnProperty.call(m, "heartbeat")) {
                    d.heartbeat = $root.desk.stream.Heartbeat.toObject(m.heartbeat, o, q + 1);
                    if (o.oneofs)
                        d.kind = "heartbeat";
                }
                if (m.pong != null && $Object.hasOwnProperty.call(m, "pong")) {
                    d.pong = $root.desk.stream.Pong.toObject(m.pong, o, q + 1);
                    if (o.oneofs)
                        d.kind = "pong";
                }
                if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                    d.error = $root.desk.stream.Error.toObject(m.error, o, q + 1);
                    if (o.oneofs)
                        d.kind = "error";
                }
                if (m.batch != null && $Object.hasOwnProperty.call(m, "batch")) {
                    d.batch = $root.desk.stream.Batch.toObject(m.batch, o, q + 1);
                    if (o.oneofs)
                        d.kind = "batch";
                }
                if (m.bookSnapshot != null && $Object.hasOwnProperty.call(m, "bookSnapshot")) {
                    d.bookSnapshot = $root.desk.stream.BookSnapshot.toObject(m.bookSnapshot, o, q + 1);
                    if (o.oneofs)
                        d.kind = "bookSnapshot";
                }
                if (m.bookDelta != null && $Object.hasOwnProperty.call(m, "bookDelta")) {
                    d.bookDelta = $root.desk.stream.BookDelta.toObject(m.bookDelta, o, q + 1);
                    if (o.oneofs)
                        d.kind = "bookDelta";
                }
                if (m.trade != null && $Object.hasOwnProperty.call(m, "trade")) {
                    d.trade = $root.desk.stream.Trade.toObject(m.trade, o, q + 1);
                    if (o.oneofs)
                        d.kind = "trade";
                }
                if (m.ticker != null && $Object.hasOwnProperty.call(m, "ticker")) {
                    d.ticker = $root.desk.stream.Ticker.toObject(m.ticker, o, q + 1);
                    if (o.oneofs)
                        d.kind = "ticker";
                }
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice")) {
                    d.markPrice = $root.desk.stream.MarkPrice.toObject(m.markPrice, o, q + 1);
                    if (o.oneofs)
                        d.kind = "markPrice";
                }
                if (m.kline != null && $Object.hasOwnProperty.call(m, "kline")) {
                    d.kline = $root.desk.stream.Kline.toObject(m.kline, o, q + 1);
                    if (o.oneofs)
                        d.kind = "kline";
                }
                if (m.orderUpdate != null && $Object.hasOwnProperty.call(m, "orderUpdate")) {
                    d.orderUpdate = $root.desk.stream.OrderUpdate.toObject(m.orderUpdate, o, q + 1);
                    if (o.oneofs)
                        d.kind = "orderUpdate";
                }
                if (m.fillUpdate != null && $Object.hasOwnProperty.call(m, "fillUpdate")) {
                    d.fillUpdate = $root.desk.stream.FillUpdate.toObject(m.fillUpdate, o, q + 1);
                    if (o.oneofs)
                        d.kind = "fillUpdate";
                }
                if (m.balanceUpdate != null && $Object.hasOwnProperty.call(m, "balanceUpdate")) {
                    d.balanceUpdate = $root.desk.stream.BalanceUpdate.toObject(m.balanceUpdate, o, q + 1);
                    if (o.oneofs)
                        d.kind = "balanceUpdate";
                }
                if (m.positionUpdate != null && $Object.hasOwnProperty.call(m, "positionUpdate")) {
                    d.positionUpdate = $root.desk.stream.PositionUpdate.toObject(m.positionUpdate, o, q + 1);
                    if (o.oneofs)
                        d.kind = "positionUpdate";
                }
                if (m.riskUpdate != null && $Object.hasOwnProperty.call(m, "riskUpdate")) {
                    d.riskUpdate = $root.desk.stream.RiskUpdate.toObject(m.riskUpdate, o, q + 1);
                    if (o.oneofs)
                        d.kind = "riskUpdate";
                }
                if (m.quoteLadder != null && $Object.hasOwnProperty.call(m, "quoteLadder")) {
                    d.quoteLadder = $root.desk.stream.QuoteLadder.toObject(m.quoteLadder, o, q + 1);
                    if (o.oneofs)
                        d.kind = "quoteLadder";
                }
                if (m.approvalUpdate != null && $Object.hasOwnProperty.call(m, "approvalUpdate")) {
                    d.approvalUpdate = $root.desk.stream.ApprovalUpdate.toObject(m.approvalUpdate, o, q + 1);
                    if (o.oneofs)
                        d.kind = "approvalUpdate";
                }
                if (m.permissionsChanged != null && $Object.hasOwnProperty.call(m, "permissionsChanged")) {
                    d.permissionsChanged = $root.desk.stream.PermissionsChanged.toObject(m.permissionsChanged, o, q + 1);
                    if (o.oneofs)
                        d.kind = "permissionsChanged";
                }
                if (m.reportJobUpdate != null && $Object.hasOwnProperty.call(m, "reportJobUpdate")) {
                    d.reportJobUpdate = $root.desk.stream.ReportJobUpdate.toObject(m.reportJobUpdate, o, q + 1);
                    if (o.oneofs)
                        d.kind = "reportJobUpdate";
                }
                return d;
            };

            /**
             * Converts this ServerMessage to JSON.
             * @function toJSON
             * @memberof desk.stream.ServerMessage
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            ServerMessage.prototype.toJSON = function() {
                return ServerMessage.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for ServerMessage
             * @function getTypeUrl
             * @memberof desk.stream.ServerMessage
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            ServerMessage.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.ServerMessage";
            };

            return ServerMessage;
        })();

        stream.AuthOk = (function() {

            /**
             * Properties of an AuthOk.
             * @typedef {Object} desk.stream.AuthOk.$Properties
             * @property {number|null} [serverTime] AuthOk serverTime
             * @property {number|null} [maxSubscriptions] AuthOk maxSubscriptions
             * @property {number|null} [heartbeatIntervalMillis] AuthOk heartbeatIntervalMillis
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an AuthOk.
             * @memberof desk.stream
             * @interface IAuthOk
             * @augments desk.stream.AuthOk.$Properties
             * @deprecated Use desk.stream.AuthOk.$Properties instead.
             */

            /**
             * Shape of an AuthOk.
             * @typedef {desk.stream.AuthOk.$Properties} desk.stream.AuthOk.$Shape
             */

            /**
             * Constructs a new AuthOk.
             * @memberof desk.stream
             * @classdesc Represents an AuthOk.
             * @constructor
             * @param {desk.stream.AuthOk.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const AuthOk = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * AuthOk serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.AuthOk
             * @instance
             */
            AuthOk.prototype.serverTime = 0;

            /**
             * AuthOk maxSubscriptions.
             * @member {number} maxSubscriptions
             * @memberof desk.stream.AuthOk
             * @instance
             */
            AuthOk.prototype.maxSubscriptions = 0;

            /**
             * AuthOk heartbeatIntervalMillis.
             * @member {number} heartbeatIntervalMillis
             * @memberof desk.stream.AuthOk
             * @instance
             */
            AuthOk.prototype.heartbeatIntervalMillis = 0;

            /**
             * Creates a new AuthOk instance using the specified properties.
             * @function create
             * @memberof desk.stream.AuthOk
             * @static
             * @param {desk.stream.AuthOk.$Properties=} [properties] Properties to set
             * @returns {desk.stream.AuthOk} AuthOk instance
             * @type {{
             *   (properties: desk.stream.AuthOk.$Shape): desk.stream.AuthOk & desk.stream.AuthOk.$Shape;
             *   (properties?: desk.stream.AuthOk.$Properties): desk.stream.AuthOk;
             * }}
             */
            AuthOk.create = function(properties) {
                return new AuthOk(properties);
            };

            /**
             * Encodes the specified AuthOk message. Does not implicitly {@link desk.stream.AuthOk.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.AuthOk
             * @static
             * @param {desk.stream.AuthOk.$Properties} m AuthOk message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            AuthOk.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.serverTime);
                if (m.maxSubscriptions != null && $Object.hasOwnProperty.call(m, "maxSubscriptions") && m.maxSubscriptions !== 0)
                    w.uint32(/* id 2, wireType 0 =*/16).uint32(m.maxSubscriptions);
                if (m.heartbeatIntervalMillis != null && $Object.hasOwnProperty.call(m, "heartbeatIntervalMillis") && m.heartbeatIntervalMillis !== 0)
                    w.uint32(/* id 3, wireType 0 =*/24).uint32(m.heartbeatIntervalMillis);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified AuthOk message, length delimited. Does not implicitly {@link desk.stream.AuthOk.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.AuthOk
             * @static
             * @param {desk.stream.AuthOk.$Properties} message AuthOk message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            AuthOk.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an AuthOk message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.AuthOk
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.AuthOk & desk.stream.AuthOk.$Shape} AuthOk
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            AuthOk.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.AuthOk();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
                            continue;
                        }
                    case 2: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.maxSubscriptions = v;
                            else
                                delete m.maxSubscriptions;
                            continue;
                        }
                    case 3: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.heartbeatIntervalMillis = v;
                            else
                                delete m.heartbeatIntervalMillis;
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
             * Decodes an AuthOk message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.AuthOk
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.AuthOk & desk.stream.AuthOk.$Shape} AuthOk
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            AuthOk.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an AuthOk message.
             * @function verify
             * @memberof desk.stream.AuthOk
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            AuthOk.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                if (m.maxSubscriptions != null && $Object.hasOwnProperty.call(m, "maxSubscriptions")) {
                    if (!$util.isInteger(m.maxSubscriptions))
                        return "maxSubscriptions: integer expected";
                }
                if (m.heartbeatIntervalMillis != null && $Object.hasOwnProperty.call(m, "heartbeatIntervalMillis")) {
                    if (!$util.isInteger(m.heartbeatIntervalMillis))
                        return "heartbeatIntervalMillis: integer expected";
                }
                return null;
            };

            /**
             * Creates an AuthOk message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.AuthOk
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.AuthOk} AuthOk
             */
            AuthOk.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.AuthOk)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.AuthOk: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.AuthOk();
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                if (d.maxSubscriptions != null) {
                    if ($Number(d.maxSubscriptions) !== 0) {
                        m.maxSubscriptions = d.maxSubscriptions >>> 0;
                    }
                }
                if (d.heartbeatIntervalMillis != null) {
                    if ($Number(d.heartbeatIntervalMillis) !== 0) {
                        m.heartbeatIntervalMillis = d.heartbeatIntervalMillis >>> 0;
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an AuthOk message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.AuthOk
             * @static
             * @param {desk.stream.AuthOk} m AuthOk
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            AuthOk.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.serverTime = 0;
                    d.maxSubscriptions = 0;
                    d.heartbeatIntervalMillis = 0;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                if (m.maxSubscriptions != null && $Object.hasOwnProperty.call(m, "maxSubscriptions")) {
                    d.maxSubscriptions = m.maxSubscriptions;
                }
                if (m.heartbeatIntervalMillis != null && $Object.hasOwnProperty.call(m, "heartbeatIntervalMillis")) {
                    d.heartbeatIntervalMillis = m.heartbeatIntervalMillis;
                }
                return d;
            };

            /**
             * Converts this AuthOk to JSON.
             * @function toJSON
             * @memberof desk.stream.AuthOk
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            AuthOk.prototype.toJSON = function() {
                return AuthOk.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for AuthOk
             * @function getTypeUrl
             * @memberof desk.stream.AuthOk
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            AuthOk.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.AuthOk";
            };

            return AuthOk;
        })();

        stream.Subscribed = (function() {

            /**
             * Properties of a Subscribed.
             * @typedef {Object} desk.stream.Subscribed.$Properties
             * @property {string|null} [topic] Subscribed topic
             * @property {number|null} [requestId] Subscribed requestId
             * @property {boolean|null} [resumed] Subscribed resumed
             * @property {number|null} [seq] Subscribed seq
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Subscribed.
             * @memberof desk.stream
             * @interface ISubscribed
             * @augments desk.stream.Subscribed.$Properties
             * @deprecated Use desk.stream.Subscribed.$Properties instead.
             */

            /**
             * Shape of a Subscribed.
             * @typedef {desk.stream.Subscribed.$Properties} desk.stream.Subscribed.$Shape
             */

            /**
             * Constructs a new Subscribed.
             * @memberof desk.stream
             * @classdesc Represents a Subscribed.
             * @constructor
             * @param {desk.stream.Subscribed.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Subscribed = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Subscribed topic.
             * @member {string} topic
             * @memberof desk.stream.Subscribed
             * @instance
             */
            Subscribed.prototype.topic = "";

            /**
             * Subscribed requestId.
             * @member {number} requestId
             * @memberof desk.stream.Subscribed
             * @instance
             */
            Subscribed.prototype.requestId = 0;

            /**
             * Subscribed resumed.
             * @member {boolean} resumed
             * @memberof desk.stream.Subscribed
             * @instance
             */
            Subscribed.prototype.resumed = false;

            /**
             * Subscribed seq.
             * @member {number} seq
             * @memberof desk.stream.Subscribed
             * @instance
             */
            Subscribed.prototype.seq = 0;

            /**
             * Creates a new Subscribed instance using the specified properties.
             * @function create
             * @memberof desk.stream.Subscribed
             * @static
             * @param {desk.stream.Subscribed.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Subscribed} Subscribed instance
             * @type {{
             *   (properties: desk.stream.Subscribed.$Shape): desk.stream.Subscribed & desk.stream.Subscribed.$Shape;
             *   (properties?: desk.stream.Subscribed.$Properties): desk.stream.Subscribed;
             * }}
             */
            Subscribed.create = function(properties) {
                return new Subscribed(properties);
            };

            /**
             * Encodes the specified Subscribed message. Does not implicitly {@link desk.stream.Subscribed.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Subscribed
             * @static
             * @param {desk.stream.Subscribed.$Properties} m Subscribed message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Subscribed.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic") && m.topic !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.topic);
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId") && m.requestId !== 0)
                    w.uint32(/* id 2, wireType 0 =*/16).uint32(m.requestId);
                if (m.resumed != null && $Object.hasOwnProperty.call(m, "resumed") && m.resumed !== false)
                    w.uint32(/* id 3, wireType 0 =*/24).bool(m.resumed);
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 4, wireType 1 =*/33).double(m.seq);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Subscribed message, length delimited. Does not implicitly {@link desk.stream.Subscribed.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Subscribed
             * @static
             * @param {desk.stream.Subscribed.$Properties} message Subscribed message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Subscribed.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a Subscribed message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Subscribed
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Subscribed & desk.stream.Subscribed.$Shape} Subscribed
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Subscribed.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Subscribed();
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
                                m.topic = v;
                            else
                                delete m.topic;
                            continue;
                        }
                    case 2: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.requestId = v;
                            else
                                delete m.requestId;
                            continue;
                        }
                    case 3: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.resumed = v;
                            else
                                delete m.resumed;
                            continue;
                        }
                    case 4: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
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
             * Decodes a Subscribed message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Subscribed
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Subscribed & desk.stream.Subscribed.$Shape} Subscribed
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Subscribed.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a Subscribed message.
             * @function verify
             * @memberof desk.stream.Subscribed
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Subscribed.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                    if (!$util.isString(m.topic))
                        return "topic: string expected";
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    if (!$util.isInteger(m.requestId))
                        return "requestId: integer expected";
                }
                if (m.resumed != null && $Object.hasOwnProperty.call(m, "resumed")) {
                    if (typeof m.resumed !== "boolean")
                        return "resumed: boolean expected";
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                return null;
            };

            /**
             * Creates a Subscribed message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Subscribed
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Subscribed} Subscribed
             */
            Subscribed.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Subscribed)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Subscribed: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Subscribed();
                if (d.topic != null) {
                    if (typeof d.topic !== "string" || d.topic.length) {
                        m.topic = $String(d.topic);
                    }
                }
                if (d.requestId != null) {
                    if ($Number(d.requestId) !== 0) {
                        m.requestId = d.requestId >>> 0;
                    }
                }
                if (d.resumed != null) {
                    if (d.resumed) {
                        m.resumed = $Boolean(d.resumed);
                    }
                }
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a Subscribed message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Subscribed
             * @static
             * @param {desk.stream.Subscribed} m Subscribed
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Subscribed.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.topic = "";
                    d.requestId = 0;
                    d.resumed = false;
                    d.seq = 0;
                }
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                    d.topic = m.topic;
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    d.requestId = m.requestId;
                }
                if (m.resumed != null && $Object.hasOwnProperty.call(m, "resumed")) {
                    d.resumed = m.resumed;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                return d;
            };

            /**
             * Converts this Subscribed to JSON.
             * @function toJSON
             * @memberof desk.stream.Subscribed
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Subscribed.prototype.toJSON = function() {
                return Subscribed.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Subscribed
             * @function getTypeUrl
             * @memberof desk.stream.Subscribed
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Subscribed.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Subscribed";
            };

            return Subscribed;
        })();

        stream.Unsubscribed = (function() {

            /**
             * Properties of an Unsubscribed.
             * @typedef {Object} desk.stream.Unsubscribed.$Properties
             * @property {string|null} [topic] Unsubscribed topic
             * @property {number|null} [requestId] Unsubscribed requestId
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an Unsubscribed.
             * @memberof desk.stream
             * @interface IUnsubscribed
             * @augments desk.stream.Unsubscribed.$Properties
             * @deprecated Use desk.stream.Unsubscribed.$Properties instead.
             */

            /**
             * Shape of an Unsubscribed.
             * @typedef {desk.stream.Unsubscribed.$Properties} desk.stream.Unsubscribed.$Shape
             */

            /**
             * Constructs a new Unsubscribed.
             * @memberof desk.stream
             * @classdesc Represents an Unsubscribed.
             * @constructor
             * @param {desk.stream.Unsubscribed.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Unsubscribed = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Unsubscribed topic.
             * @member {string} topic
             * @memberof desk.stream.Unsubscribed
             * @instance
             */
            Unsubscribed.prototype.topic = "";

            /**
             * Unsubscribed requestId.
             * @member {number} requestId
             * @memberof desk.stream.Unsubscribed
             * @instance
             */
            Unsubscribed.prototype.requestId = 0;

            /**
             * Creates a new Unsubscribed instance using the specified properties.
             * @function create
             * @memberof desk.stream.Unsubscribed
             * @static
             * @param {desk.stream.Unsubscribed.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Unsubscribed} Unsubscribed instance
             * @type {{
             *   (properties: desk.stream.Unsubscribed.$Shape): desk.stream.Unsubscribed & desk.stream.Unsubscribed.$Shape;
             *   (properties?: desk.stream.Unsubscribed.$Properties): desk.stream.Unsubscribed;
             * }}
             */
            Unsubscribed.create = function(properties) {
                return new Unsubscribed(properties);
            };

            /**
             * Encodes the specified Unsubscribed message. Does not implicitly {@link desk.stream.Unsubscribed.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Unsubscribed
             * @static
             * @param {desk.stream.Unsubscribed.$Properties} m Unsubscribed message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Unsubscribed.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic") && m.topic !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.topic);
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId") && m.requestId !== 0)
                    w.uint32(/* id 2, wireType 0 =*/16).uint32(m.requestId);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Unsubscribed message, length delimited. Does not implicitly {@link desk.stream.Unsubscribed.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Unsubscribed
             * @static
             * @param {desk.stream.Unsubscribed.$Properties} message Unsubscribed message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Unsubscribed.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an Unsubscribed message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Unsubscribed
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Unsubscribed & desk.stream.Unsubscribed.$Shape} Unsubscribed
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Unsubscribed.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Unsubscribed();
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
                                m.topic = v;
                            else
                                delete m.topic;
                            continue;
                        }
                    case 2: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.requestId = v;
                            else
                                delete m.requestId;
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
             * Decodes an Unsubscribed message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Unsubscribed
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Unsubscribed & desk.stream.Unsubscribed.$Shape} Unsubscribed
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Unsubscribed.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an Unsubscribed message.
             * @function verify
             * @memberof desk.stream.Unsubscribed
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Unsubscribed.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                    if (!$util.isString(m.topic))
                        return "topic: string expected";
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    if (!$util.isInteger(m.requestId))
                        return "requestId: integer expected";
                }
                return null;
            };

            /**
             * Creates an Unsubscribed message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Unsubscribed
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Unsubscribed} Unsubscribed
             */
            Unsubscribed.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Unsubscribed)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Unsubscribed: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Unsubscribed();
                if (d.topic != null) {
                    if (typeof d.topic !== "string" || d.topic.length) {
                        m.topic = $String(d.topic);
                    }
                }
                if (d.requestId != null) {
                    if ($Number(d.requestId) !== 0) {
                        m.requestId = d.requestId >>> 0;
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an Unsubscribed message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Unsubscribed
             * @static
             * @param {desk.stream.Unsubscribed} m Unsubscribed
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Unsubscribed.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.topic = "";
                    d.requestId = 0;
                }
                if (m.topic != null && $Object.hasOwnProperty.call(m, "topic")) {
                    d.topic = m.topic;
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    d.requestId = m.requestId;
                }
                return d;
            };

            /**
             * Converts this Unsubscribed to JSON.
             * @function toJSON
             * @memberof desk.stream.Unsubscribed
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Unsubscribed.prototype.toJSON = function() {
                return Unsubscribed.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Unsubscribed
             * @function getTypeUrl
             * @memberof desk.stream.Unsubscribed
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Unsubscribed.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Unsubscribed";
            };

            return Unsubscribed;
        })();

        stream.Batch = (function() {

            /**
             * Properties of a Batch.
             * @typedef {Object} desk.stream.Batch.$Properties
             * @property {Array.<Uint8Array>|null} [messages] Batch messages
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Batch.
             * @memberof desk.stream
             * @interface IBatch
             * @augments desk.stream.Batch.$Properties
             * @deprecated Use desk.stream.Batch.$Properties instead.
             */

            /**
             * Shape of a Batch.
             * @typedef {desk.stream.Batch.$Properties} desk.stream.Batch.$Shape
             */

            /**
             * Constructs a new Batch.
             * @memberof desk.stream
             * @classdesc Represents a Batch.
             * @constructor
             * @param {desk.stream.Batch.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Batch = function (p) {
                this.messages = [];
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Batch messages.
             * @member {Array.<Uint8Array>} messages
             * @memberof desk.stream.Batch
             * @instance
             */
            Batch.prototype.messages = $util.emptyArray;

            /**
             * Creates a new Batch instance using the specified properties.
             * @function create
             * @memberof desk.stream.Batch
             * @static
             * @param {desk.stream.Batch.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Batch} Batch instance
             * @type {{
             *   (properties: desk.stream.Batch.$Shape): desk.stream.Batch & desk.stream.Batch.$Shape;
             *   (properties?: desk.stream.Batch.$Properties): desk.stream.Batch;
             * }}
             */
            Batch.create = function(properties) {
                return new Batch(properties);
            };

            /**
             * Encodes the specified Batch message. Does not implicitly {@link desk.stream.Batch.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Batch
             * @static
             * @param {desk.stream.Batch.$Properties} m Batch message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Batch.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.messages != null && m.messages.length) {
                    for (var i = 0; i < m.messages.length; ++i)
                        w.uint32(/* id 1, wireType 2 =*/10).bytes(m.messages[i]);
                }
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Batch message, length delimited. Does not implicitly {@link desk.stream.Batch.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Batch
             * @static
             * @param {desk.stream.Batch.$Properties} message Batch message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Batch.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a Batch message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Batch
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Batch & desk.stream.Batch.$Shape} Batch
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Batch.decode = function (r, l, z, q, g) {
                if (!(r instanceof $Reader))
                    r = $Reader.create(r);
                if (q === $undefined)
                    q = 0;
                if (q > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                var c, m;
                if (l === $undefined)
                    c = r.len;
                else {
                    c = r.pos + l;
                    if (c > r.len)
                        throw $RangeError("index out of range");
                    l = r.len;
                    r.len = c;
                }
                m = g || new $root.desk.stream.Batch();
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
                            if (!(m.messages && m.messages.length))
                                m.messages = [];
                            m.messages.push(r.bytes());
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
             * Decodes a Batch message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Batch
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Batch & desk.stream.Batch.$Shape} Batch
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Batch.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a Batch message.
             * @function verify
             * @memberof desk.stream.Batch
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Batch.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.messages != null && $Object.hasOwnProperty.call(m, "messages")) {
                    if (!$Array.isArray(m.messages))
                        return "messages: array expected";
                    for (var i = 0; i < m.messages.length; ++i) {
                        if (!(m.messages[i] && typeof m.messages[i].length === "number" || $util.isString(m.messages[i])))
                            return "messages: buffer[] expected";
                    }
                }
                return null;
            };

            /**
             * Creates a Batch message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Batch
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Batch} Batch
             */
            Batch.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Batch)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Batch: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Batch();
                if (d.messages) {
                    if (!$Array.isArray(d.messages))
                        throw $TypeError(".desk.stream.Batch.messages: array expected");
                    m.messages = $Array(d.messages.length);
                    for (var i = 0; i < d.messages.length; ++i) {
                        if (typeof d.messages[i] === "string")
                            $util.base64.decode(d.messages[i], m.messages[i] = $util.newBuffer($util.base64.length(d.messages[i])), 0);
                        else if (d.messages[i].length >= 0)
                            m.messages[i] = d.messages[i];
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a Batch message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Batch
             * @static
             * @param {desk.stream.Batch} m Batch
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Batch.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.arrays || o.defaults) {
                    d.messages = [];
                }
                if (m.messages && m.messages.length) {
                    d.messages = $Array(m.messages.length);
                    for (var j = 0; j < m.messages.length; ++j) {
                        d.messages[j] = o.bytes === $String ? $util.base64.encode(m.messages[j], 0, m.messages[j].length) : o.bytes === $Array ? $Array.prototype.slice.call(m.messages[j]) : m.messages[j];
                    }
                }
                return d;
            };

            /**
             * Converts this Batch to JSON.
             * @function toJSON
             * @memberof desk.stream.Batch
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Batch.prototype.toJSON = function() {
                return Batch.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Batch
             * @function getTypeUrl
             * @memberof desk.stream.Batch
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Batch.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Batch";
            };

            return Batch;
        })();

        stream.Heartbeat = (function() {

            /**
             * Properties of a Heartbeat.
             * @typedef {Object} desk.stream.Heartbeat.$Properties
             * @property {number|null} [serverTime] Heartbeat serverTime
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Heartbeat.
             * @memberof desk.stream
             * @interface IHeartbeat
             * @augments desk.stream.Heartbeat.$Properties
             * @deprecated Use desk.stream.Heartbeat.$Properties instead.
             */

            /**
             * Shape of a Heartbeat.
             * @typedef {desk.stream.Heartbeat.$Properties} desk.stream.Heartbeat.$Shape
             */

            /**
             * Constructs a new Heartbeat.
             * @memberof desk.stream
             * @classdesc Represents a Heartbeat.
             * @constructor
             * @param {desk.stream.Heartbeat.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Heartbeat = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Heartbeat serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.Heartbeat
             * @instance
             */
            Heartbeat.prototype.serverTime = 0;

            /**
             * Creates a new Heartbeat instance using the specified properties.
             * @function create
             * @memberof desk.stream.Heartbeat
             * @static
             * @param {desk.stream.Heartbeat.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Heartbeat} Heartbeat instance
             * @type {{
             *   (properties: desk.stream.Heartbeat.$Shape): desk.stream.Heartbeat & desk.stream.Heartbeat.$Shape;
             *   (properties?: desk.stream.Heartbeat.$Properties): desk.stream.Heartbeat;
             * }}
             */
            Heartbeat.create = function(properties) {
                return new Heartbeat(properties);
            };

            /**
             * Encodes the specified Heartbeat message. Does not implicitly {@link desk.stream.Heartbeat.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Heartbeat
             * @static
             * @param {desk.stream.Heartbeat.$Properties} m Heartbeat message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Heartbeat.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.serverTime);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Heartbeat message, length delimited. Does not implicitly {@link desk.stream.Heartbeat.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Heartbeat
             * @static
             * @param {desk.stream.Heartbeat.$Properties} message Heartbeat message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Heartbeat.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a Heartbeat message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Heartbeat
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Heartbeat & desk.stream.Heartbeat.$Shape} Heartbeat
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Heartbeat.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Heartbeat();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
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
             * Decodes a Heartbeat message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Heartbeat
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Heartbeat & desk.stream.Heartbeat.$Shape} Heartbeat
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Heartbeat.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a Heartbeat message.
             * @function verify
             * @memberof desk.stream.Heartbeat
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Heartbeat.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                return null;
            };

            /**
             * Creates a Heartbeat message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Heartbeat
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Heartbeat} Heartbeat
             */
            Heartbeat.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Heartbeat)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Heartbeat: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Heartbeat();
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a Heartbeat message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Heartbeat
             * @static
             * @param {desk.stream.Heartbeat} m Heartbeat
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Heartbeat.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.serverTime = 0;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                return d;
            };

            /**
             * Converts this Heartbeat to JSON.
             * @function toJSON
             * @memberof desk.stream.Heartbeat
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Heartbeat.prototype.toJSON = function() {
                return Heartbeat.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Heartbeat
             * @function getTypeUrl
             * @memberof desk.stream.Heartbeat
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Heartbeat.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Heartbeat";
            };

            return Heartbeat;
        })();

        stream.Pong = (function() {

            /**
             * Properties of a Pong.
             * @typedef {Object} desk.stream.Pong.$Properties
             * @property {number|null} [clientTime] Pong clientTime
             * @property {number|null} [serverTime] Pong serverTime
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Pong.
             * @memberof desk.stream
             * @interface IPong
             * @augments desk.stream.Pong.$Properties
             * @deprecated Use desk.stream.Pong.$Properties instead.
             */

            /**
             * Shape of a Pong.
             * @typedef {desk.stream.Pong.$Properties} desk.stream.Pong.$Shape
             */

            /**
             * Constructs a new Pong.
             * @memberof desk.stream
             * @classdesc Represents a Pong.
             * @constructor
             * @param {desk.stream.Pong.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Pong = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Pong clientTime.
             * @member {number} clientTime
             * @memberof desk.stream.Pong
             * @instance
             */
            Pong.prototype.clientTime = 0;

            /**
             * Pong serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.Pong
             * @instance
             */
            Pong.prototype.serverTime = 0;

            /**
             * Creates a new Pong instance using the specified properties.
             * @function create
             * @memberof desk.stream.Pong
             * @static
             * @param {desk.stream.Pong.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Pong} Pong instance
             * @type {{
             *   (properties: desk.stream.Pong.$Shape): desk.stream.Pong & desk.stream.Pong.$Shape;
             *   (properties?: desk.stream.Pong.$Properties): desk.stream.Pong;
             * }}
             */
            Pong.create = function(properties) {
                return new Pong(properties);
            };

            /**
             * Encodes the specified Pong message. Does not implicitly {@link desk.stream.Pong.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Pong
             * @static
             * @param {desk.stream.Pong.$Properties} m Pong message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Pong.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.clientTime != null && $Object.hasOwnProperty.call(m, "clientTime") && !$Object.is(m.clientTime, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.clientTime);
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 2, wireType 1 =*/17).double(m.serverTime);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Pong message, length delimited. Does not implicitly {@link desk.stream.Pong.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Pong
             * @static
             * @param {desk.stream.Pong.$Properties} message Pong message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Pong.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a Pong message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Pong
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Pong & desk.stream.Pong.$Shape} Pong
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Pong.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Pong();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.clientTime = v;
                            else
                                delete m.clientTime;
                            continue;
                        }
                    case 2: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
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
             * Decodes a Pong message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Pong
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Pong & desk.stream.Pong.$Shape} Pong
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Pong.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a Pong message.
             * @function verify
             * @memberof desk.stream.Pong
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Pong.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.clientTime != null && $Object.hasOwnProperty.call(m, "clientTime")) {
                    if (typeof m.clientTime !== "number")
                        return "clientTime: number expected";
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                return null;
            };

            /**
             * Creates a Pong message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Pong
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Pong} Pong
             */
            Pong.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Pong)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Pong: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Pong();
                if (d.clientTime != null) {
                    if (!$Object.is($Number(d.clientTime), 0)) {
                        m.clientTime = $Number(d.clientTime);
                    }
                }
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a Pong message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Pong
             * @static
             * @param {desk.stream.Pong} m Pong
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Pong.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.clientTime = 0;
                    d.serverTime = 0;
                }
                if (m.clientTime != null && $Object.hasOwnProperty.call(m, "clientTime")) {
                    d.clientTime = o.json && !$isFinite(m.clientTime) ? $String(m.clientTime) : m.clientTime;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                return d;
            };

            /**
             * Converts this Pong to JSON.
             * @function toJSON
             * @memberof desk.stream.Pong
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Pong.prototype.toJSON = function() {
                return Pong.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Pong
             * @function getTypeUrl
             * @memberof desk.stream.Pong
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Pong.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Pong";
            };

            return Pong;
        })();

        /**
         * ErrorCode enum.
         * @name desk.stream.ErrorCode
         * @enum {number}
         * @property {number} ERROR_CODE_UNSPECIFIED=0 ERROR_CODE_UNSPECIFIED value
         * @property {number} MALFORMED_FRAME=1 MALFORMED_FRAME value
         * @property {number} UNAUTHENTICATED=2 UNAUTHENTICATED value
         * @property {number} AUTH_FAILED=3 AUTH_FAILED value
         * @property {number} UNKNOWN_TOPIC=4 UNKNOWN_TOPIC value
         * @property {number} TOO_MANY_SUBSCRIPTIONS=5 TOO_MANY_SUBSCRIPTIONS value
         * @property {number} NOT_SUBSCRIBED=6 NOT_SUBSCRIBED value
         * @property {number} RATE_LIMITED=7 RATE_LIMITED value
         * @property {number} INTERNAL=8 INTERNAL value
         */
        stream.ErrorCode = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "ERROR_CODE_UNSPECIFIED"] = 0;
            values[valuesById[1] = "MALFORMED_FRAME"] = 1;
            values[valuesById[2] = "UNAUTHENTICATED"] = 2;
            values[valuesById[3] = "AUTH_FAILED"] = 3;
            values[valuesById[4] = "UNKNOWN_TOPIC"] = 4;
            values[valuesById[5] = "TOO_MANY_SUBSCRIPTIONS"] = 5;
            values[valuesById[6] = "NOT_SUBSCRIBED"] = 6;
            values[valuesById[7] = "RATE_LIMITED"] = 7;
            values[valuesById[8] = "INTERNAL"] = 8;
            return values;
        })();

        stream.Error = (function() {

            /**
             * Properties of an Error.
             * @typedef {Object} desk.stream.Error.$Properties
             * @property {desk.stream.ErrorCode|null} [code] Error code
             * @property {string|null} [message] Error message
             * @property {number|null} [requestId] Error requestId
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an Error.
             * @memberof desk.stream
             * @interface IError
             * @augments desk.stream.Error.$Properties
             * @deprecated Use desk.stream.Error.$Properties instead.
             */

            /**
             * Shape of an Error.
             * @typedef {desk.stream.Error.$Properties} desk.stream.Error.$Shape
             */

            /**
             * Constructs a new Error.
             * @memberof desk.stream
             * @classdesc Represents an Error.
             * @constructor
             * @param {desk.stream.Error.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Error = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Error code.
             * @member {desk.stream.ErrorCode} code
             * @memberof desk.stream.Error
             * @instance
             */
            Error.prototype.code = 0;

            /**
             * Error message.
             * @member {string} message
             * @memberof desk.stream.Error
             * @instance
             */
            Error.prototype.message = "";

            /**
             * Error requestId.
             * @member {number} requestId
             * @memberof desk.stream.Error
             * @instance
             */
            Error.prototype.requestId = 0;

            /**
             * Creates a new Error instance using the specified properties.
             * @function create
             * @memberof desk.stream.Error
             * @static
             * @param {desk.stream.Error.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Error} Error instance
             * @type {{
             *   (properties: desk.stream.Error.$Shape): desk.stream.Error & desk.stream.Error.$Shape;
             *   (properties?: desk.stream.Error.$Properties): desk.stream.Error;
             * }}
             */
            Error.create = function(properties) {
                return new Error(properties);
            };

            /**
             * Encodes the specified Error message. Does not implicitly {@link desk.stream.Error.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Error
             * @static
             * @param {desk.stream.Error.$Properties} m Error message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Error.encode = function (m, w, q) {
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
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId") && m.requestId !== 0)
                    w.uint32(/* id 3, wireType 0 =*/24).uint32(m.requestId);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Error message, length delimited. Does not implicitly {@link desk.stream.Error.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Error
             * @static
             * @param {desk.stream.Error.$Properties} message Error message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Error.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an Error message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Error
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Error & desk.stream.Error.$Shape} Error
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Error.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Error();
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
                    case 3: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.requestId = v;
                            else
                                delete m.requestId;
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
             * Decodes an Error message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Error
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Error & desk.stream.Error.$Shape} Error
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Error.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an Error message.
             * @function verify
             * @memberof desk.stream.Error
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Error.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.code != null && $Object.hasOwnProperty.call(m, "code")) {
                    if (typeof m.code !== "number" || (m.code | 0) !== m.code)
                        return "code: enum value expected";
                }
                if (m.message != null && $Object.hasOwnProperty.call(m, "message")) {
                    if (!$util.isString(m.message))
                        return "message: string expected";
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    if (!$util.isInteger(m.requestId))
                        return "requestId: integer expected";
                }
                return null;
            };

            /**
             * Creates an Error message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Error
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Error} Error
             */
            Error.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Error)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Error: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Error();
                if (d.code !== 0 && (typeof d.code !== "string" || $root.desk.stream.ErrorCode[d.code] !== 0)) {
                    switch (d.code) {
                    case "ERROR_CODE_UNSPECIFIED":
                    case 0:
                        m.code = 0;
                        break;
                    case "MALFORMED_FRAME":
                    case 1:
                        m.code = 1;
                        break;
                    case "UNAUTHENTICATED":
                    case 2:
                        m.code = 2;
                        break;
                    case "AUTH_FAILED":
                    case 3:
                        m.code = 3;
                        break;
                    case "UNKNOWN_TOPIC":
                    case 4:
                        m.code = 4;
                        break;
                    case "TOO_MANY_SUBSCRIPTIONS":
                    case 5:
                        m.code = 5;
                        break;
                    case "NOT_SUBSCRIBED":
                    case 6:
                        m.code = 6;
                        break;
                    case "RATE_LIMITED":
                    case 7:
                        m.code = 7;
                        break;
                    case "INTERNAL":
                    case 8:
                        m.code = 8;
                        break;
                    default:
                        if (typeof d.code === "number" && (d.code | 0) === d.code)
                            m.code = d.code;
                    }
                }
                if (d.message != null) {
                    if (typeof d.message !== "string" || d.message.length) {
                        m.message = $String(d.message);
                    }
                }
                if (d.requestId != null) {
                    if ($Number(d.requestId) !== 0) {
                        m.requestId = d.requestId >>> 0;
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an Error message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Error
             * @static
             * @param {desk.stream.Error} m Error
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Error.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.code = o.enums === $String ? "ERROR_CODE_UNSPECIFIED" : 0;
                    d.message = "";
                    d.requestId = 0;
                }
                if (m.code != null && $Object.hasOwnProperty.call(m, "code")) {
                    d.code = o.enums === $String ? $root.desk.stream.ErrorCode[m.code] === $undefined ? m.code : $root.desk.stream.ErrorCode[m.code] : m.code;
                }
                if (m.message != null && $Object.hasOwnProperty.call(m, "message")) {
                    d.message = m.message;
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    d.requestId = m.requestId;
                }
                return d;
            };

            /**
             * Converts this Error to JSON.
             * @function toJSON
             * @memberof desk.stream.Error
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Error.prototype.toJSON = function() {
                return Error.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Error
             * @function getTypeUrl
             * @memberof desk.stream.Error
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Error.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Error";
            };

            return Error;
        })();

        stream.BookSnapshot = (function() {

            /**
             * Properties of a BookSnapshot.
             * @typedef {Object} desk.stream.BookSnapshot.$Properties
             * @property {string|null} [symbol] BookSnapshot symbol
             * @property {number|null} [seq] BookSnapshot seq
             * @property {number|null} [serverTime] BookSnapshot serverTime
             * @property {Array.<number>|null} [bidPrices] BookSnapshot bidPrices
             * @property {Array.<number>|null} [bidSizes] BookSnapshot bidSizes
             * @property {Array.<number>|null} [askPrices] BookSnapshot askPrices
             * @property {Array.<number>|null} [askSizes] BookSnapshot askSizes
             * @property {number|null} [checksum] BookSnapshot checksum
             * @property {string|null} [tickSize] BookSnapshot tickSize
             * @property {string|null} [lotSize] BookSnapshot lotSize
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a BookSnapshot.
             * @memberof desk.stream
             * @interface IBookSnapshot
             * @augments desk.stream.BookSnapshot.$Properties
             * @deprecated Use desk.stream.BookSnapshot.$Properties instead.
             */

            /**
             * Shape of a BookSnapshot.
             * @typedef {desk.stream.BookSnapshot.$Properties} desk.stream.BookSnapshot.$Shape
             */

            /**
             * Constructs a new BookSnapshot.
             * @memberof desk.stream
             * @classdesc Represents a BookSnapshot.
             * @constructor
             * @param {desk.stream.BookSnapshot.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const BookSnapshot = function (p) {
                this.bidPrices = [];
                this.bidSizes = [];
                this.askPrices = [];
                this.askSizes = [];
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * BookSnapshot symbol.
             * @member {string} symbol
             * @memberof desk.stream.BookSnapshot
             * @instance
             */
            BookSnapshot.prototype.symbol = "";

            /**
             * BookSnapshot seq.
             * @member {number} seq
             * @memberof desk.stream.BookSnapshot
             * @instance
             */
            BookSnapshot.prototype.seq = 0;

            /**
             * BookSnapshot serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.BookSnapshot
             * @instance
             */
            BookSnapshot.prototype.serverTime = 0;

            /**
             * BookSnapshot bidPrices.
             * @member {Array.<number>} bidPrices
             * @memberof desk.stream.BookSnapshot
             * @instance
             */
            BookSnapshot.prototype.bidPrices = $util.emptyArray;

            /**
             * BookSnapshot bidSizes.
             * @member {Array.<number>} bidSizes
             * @memberof desk.stream.BookSnapshot
             * @instance
             */
            BookSnapshot.prototype.bidSizes = $util.emptyArray;

            /**
             * BookSnapshot askPrices.
             * @member {Array.<number>} askPrices
             * @memberof desk.stream.BookSnapshot
             * @instance
             */
            BookSnapshot.prototype.askPrices = $util.emptyArray;

            /**
             * BookSnapshot askSizes.
             * @member {Array.<number>} askSizes
             * @memberof desk.stream.BookSnapshot
             * @instance
             */
            BookSnapshot.prototype.askSizes = $util.emptyArray;

            /**
             * BookSnapshot checksum.
             * @member {number} checksum
             * @memberof desk.stream.BookSnapshot
             * @instance
             */
            BookSnapshot.prototype.checksum = 0;

            /**
             * BookSnapshot tickSize.
             * @member {string} tickSize
             * @memberof desk.stream.BookSnapshot
             * @instance
             */
            BookSnapshot.prototype.tickSize = "";

            /**
             * BookSnapshot lotSize.
             * @member {string} lotSize
             * @memberof desk.stream.BookSnapshot
             * @instance
             */
            BookSnapshot.prototype.lotSize = "";

            /**
             * Creates a new BookSnapshot instance using the specified properties.
             * @function create
             * @memberof desk.stream.BookSnapshot
             * @static
             * @param {desk.stream.BookSnapshot.$Properties=} [properties] Properties to set
             * @returns {desk.stream.BookSnapshot} BookSnapshot instance
             * @type {{
             *   (properties: desk.stream.BookSnapshot.$Shape): desk.stream.BookSnapshot & desk.stream.BookSnapshot.$Shape;
             *   (properties?: desk.stream.BookSnapshot.$Properties): desk.stream.BookSnapshot;
             * }}
             */
            BookSnapshot.create = function(properties) {
                return new BookSnapshot(properties);
            };

            /**
             * Encodes the specified BookSnapshot message. Does not implicitly {@link desk.stream.BookSnapshot.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.BookSnapshot
             * @static
             * @param {desk.stream.BookSnapshot.$Properties} m BookSnapshot message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            BookSnapshot.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol") && m.symbol !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.symbol);
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 2, wireType 1 =*/17).double(m.seq);
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 3, wireType 1 =*/25).double(m.serverTime);
                if (m.bidPrices != null && m.bidPrices.length) {
                    w.uint32(/* id 4, wireType 2 =*/34).doubles(m.bidPrices);
                }
                if (m.bidSizes != null && m.bidSizes.length) {
                    w.uint32(/* id 5, wireType 2 =*/42).doubles(m.bidSizes);
                }
                if (m.askPrices != null && m.askPrices.length) {
                    w.uint32(/* id 6, wireType 2 =*/50).doubles(m.askPrices);
                }
                if (m.askSizes != null && m.askSizes.length) {
                    w.uint32(/* id 7, wireType 2 =*/58).doubles(m.askSizes);
                }
                if (m.checksum != null && $Object.hasOwnProperty.call(m, "checksum") && m.checksum !== 0)
                    w.uint32(/* id 8, wireType 0 =*/64).uint32(m.checksum);
                if (m.tickSize != null && $Object.hasOwnProperty.call(m, "tickSize") && m.tickSize !== "")
                    w.uint32(/* id 9, wireType 2 =*/74).string(m.tickSize);
                if (m.lotSize != null && $Object.hasOwnProperty.call(m, "lotSize") && m.lotSize !== "")
                    w.uint32(/* id 10, wireType 2 =*/82).string(m.lotSize);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified BookSnapshot message, length delimited. Does not implicitly {@link desk.stream.BookSnapshot.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.BookSnapshot
             * @static
             * @param {desk.stream.BookSnapshot.$Properties} message BookSnapshot message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            BookSnapshot.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a BookSnapshot message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.BookSnapshot
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.BookSnapshot & desk.stream.BookSnapshot.$Shape} BookSnapshot
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            BookSnapshot.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.BookSnapshot();
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
                                m.symbol = v;
                            else
                                delete m.symbol;
                            continue;
                        }
                    case 2: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
                            continue;
                        }
                    case 3: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
                            continue;
                        }
                    case 4: {
                            if (u === 2) {
                                if (!(m.bidPrices && m.bidPrices.length))
                                    m.bidPrices = [];
                                r.doubles(m.bidPrices);
                                continue;
                            }
                            if (u !== 1)
                                break;
                            if (!(m.bidPrices && m.bidPrices.length))
                                m.bidPrices = [];
                            m.bidPrices.push(r.double());
                            continue;
                        }
                    case 5: {
                            if (u === 2) {
                                if (!(m.bidSizes && m.bidSizes.length))
                                    m.bidSizes = [];
                                r.doubles(m.bidSizes);
                                continue;
                            }
                            if (u !== 1)
                                break;
                            if (!(m.bidSizes && m.bidSizes.length))
                                m.bidSizes = [];
                            m.bidSizes.push(r.double());
                            continue;
                        }
                    case 6: {
                            if (u === 2) {
                                if (!(m.askPrices && m.askPrices.length))
                                    m.askPrices = [];
                                r.doubles(m.askPrices);
                                continue;
                            }
                            if (u !== 1)
                                break;
                            if (!(m.askPrices && m.askPrices.length))
                                m.askPrices = [];
                            m.askPrices.push(r.double());
                            continue;
                        }
                    case 7: {
                            if (u === 2) {
                                if (!(m.askSizes && m.askSizes.length))
                                    m.askSizes = [];
                                r.doubles(m.askSizes);
                                continue;
                            }
                            if (u !== 1)
                                break;
                            if (!(m.askSizes && m.askSizes.length))
                                m.askSizes = [];
                            m.askSizes.push(r.double());
                            continue;
                        }
                    case 8: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.checksum = v;
                            else
                                delete m.checksum;
                            continue;
                        }
                    case 9: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.tickSize = v;
                            else
                                delete m.tickSize;
                            continue;
                        }
                    case 10: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.lotSize = v;
                            else
                                delete m.lotSize;
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
             * Decodes a BookSnapshot message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.BookSnapshot
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.BookSnapshot & desk.stream.BookSnapshot.$Shape} BookSnapshot
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            BookSnapshot.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a BookSnapshot message.
             * @function verify
             * @memberof desk.stream.BookSnapshot
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            BookSnapshot.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    if (!$util.isString(m.symbol))
                        return "symbol: string expected";
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                if (m.bidPrices != null && $Object.hasOwnProperty.call(m, "bidPrices")) {
                    if (!$Array.isArray(m.bidPrices))
                        return "bidPrices: array expected";
                    for (var i = 0; i < m.bidPrices.length; ++i) {
                        if (typeof m.bidPrices[i] !== "number")
                            return "bidPrices: number[] expected";
                    }
                }
                if (m.bidSizes != null && $Object.hasOwnProperty.call(m, "bidSizes")) {
                    if (!$Array.isArray(m.bidSizes))
                        return "bidSizes: array expected";
                    for (var i = 0; i < m.bidSizes.length; ++i) {
                        if (typeof m.bidSizes[i] !== "number")
                            return "bidSizes: number[] expected";
                    }
                }
                if (m.askPrices != null && $Object.hasOwnProperty.call(m, "askPrices")) {
                    if (!$Array.isArray(m.askPrices))
                        return "askPrices: array expected";
                    for (var i = 0; i < m.askPrices.length; ++i) {
                        if (typeof m.askPrices[i] !== "number")
                            return "askPrices: number[] expected";
                    }
                }
                if (m.askSizes != null && $Object.hasOwnProperty.call(m, "askSizes")) {
                    if (!$Array.isArray(m.askSizes))
                        return "askSizes: array expected";
                    for (var i = 0; i < m.askSizes.length; ++i) {
                        if (typeof m.askSizes[i] !== "number")
                            return "askSizes: number[] expected";
                    }
                }
                if (m.checksum != null && $Object.hasOwnProperty.call(m, "checksum")) {
                    if (!$util.isInteger(m.checksum))
                        return "checksum: integer expected";
                }
                if (m.tickSize != null && $Object.hasOwnProperty.call(m, "tickSize")) {
                    if (!$util.isString(m.tickSize))
                        return "tickSize: string expected";
                }
                if (m.lotSize != null && $Object.hasOwnProperty.call(m, "lotSize")) {
                    if (!$util.isString(m.lotSize))
                        return "lotSize: string expected";
                }
                return null;
            };

            /**
             * Creates a BookSnapshot message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.BookSnapshot
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.BookSnapshot} BookSnapshot
             */
            BookSnapshot.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.BookSnapshot)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.BookSnapshot: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.BookSnapshot();
                if (d.symbol != null) {
                    if (typeof d.symbol !== "string" || d.symbol.length) {
                        m.symbol = $String(d.symbol);
                    }
                }
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                if (d.bidPrices) {
                    if (!$Array.isArray(d.bidPrices))
                        throw $TypeError(".desk.stream.BookSnapshot.bidPrices: array expected");
                    m.bidPrices = $Array(d.bidPrices.length);
                    for (var i = 0; i < d.bidPrices.length; ++i) {
                        m.bidPrices[i] = $Number(d.bidPrices[i]);
                    }
                }
                if (d.bidSizes) {
                    if (!$Array.isArray(d.bidSizes))
                        throw $TypeError(".desk.stream.BookSnapshot.bidSizes: array expected");
                    m.bidSizes = $Array(d.bidSizes.length);
                    for (var i = 0; i < d.bidSizes.length; ++i) {
                        m.bidSizes[i] = $Number(d.bidSizes[i]);
                    }
                }
                if (d.askPrices) {
                    if (!$Array.isArray(d.askPrices))
                        throw $TypeError(".desk.stream.BookSnapshot.askPrices: array expected");
                    m.askPrices = $Array(d.askPrices.length);
                    for (var i = 0; i < d.askPrices.length; ++i) {
                        m.askPrices[i] = $Number(d.askPrices[i]);
                    }
                }
                if (d.askSizes) {
                    if (!$Array.isArray(d.askSizes))
                        throw $TypeError(".desk.stream.BookSnapshot.askSizes: array expected");
                    m.askSizes = $Array(d.askSizes.length);
                    for (var i = 0; i < d.askSizes.length; ++i) {
                        m.askSizes[i] = $Number(d.askSizes[i]);
                    }
                }
                if (d.checksum != null) {
                    if ($Number(d.checksum) !== 0) {
                        m.checksum = d.checksum >>> 0;
                    }
                }
                if (d.tickSize != null) {
                    if (typeof d.tickSize !== "string" || d.tickSize.length) {
                        m.tickSize = $String(d.tickSize);
                    }
                }
                if (d.lotSize != null) {
                    if (typeof d.lotSize !== "string" || d.lotSize.length) {
                        m.lotSize = $String(d.lotSize);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a BookSnapshot message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.BookSnapshot
             * @static
             * @param {desk.stream.BookSnapshot} m BookSnapshot
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            BookSnapshot.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.arrays || o.defaults) {
                    d.bidPrices = [];
                    d.bidSizes = [];
                    d.askPrices = [];
                    d.askSizes = [];
                }
                if (o.defaults) {
                    d.symbol = "";
                    d.seq = 0;
                    d.serverTime = 0;
                    d.checksum = 0;
                    d.tickSize = "";
                    d.lotSize = "";
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    d.symbol = m.symbol;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                if (m.bidPrices && m.bidPrices.length) {
                    d.bidPrices = $Array(m.bidPrices.length);
                    for (var j = 0; j < m.bidPrices.length; ++j) {
                        d.bidPrices[j] = o.json && !$isFinite(m.bidPrices[j]) ? $String(m.bidPrices[j]) : m.bidPrices[j];
                    }
                }
                if (m.bidSizes && m.bidSizes.length) {
                    d.bidSizes = $Array(m.bidSizes.length);
                    for (var j = 0; j < m.bidSizes.length; ++j) {
                        d.bidSizes[j] = o.json && !$isFinite(m.bidSizes[j]) ? $String(m.bidSizes[j]) : m.bidSizes[j];
                    }
                }
                if (m.askPrices && m.askPrices.length) {
                    d.askPrices = $Array(m.askPrices.length);
                    for (var j = 0; j < m.askPrices.length; ++j) {
                        d.askPrices[j] = o.json && !$isFinite(m.askPrices[j]) ? $String(m.askPrices[j]) : m.askPrices[j];
                    }
                }
                if (m.askSizes && m.askSizes.length) {
                    d.askSizes = $Array(m.askSizes.length);
                    for (var j = 0; j < m.askSizes.length; ++j) {
                        d.askSizes[j] = o.json && !$isFinite(m.askSizes[j]) ? $String(m.askSizes[j]) : m.askSizes[j];
                    }
                }
                if (m.checksum != null && $Object.hasOwnProperty.call(m, "checksum")) {
                    d.checksum = m.checksum;
                }
                if (m.tickSize != null && $Object.hasOwnProperty.call(m, "tickSize")) {
                    d.tickSize = m.tickSize;
                }
                if (m.lotSize != null && $Object.hasOwnProperty.call(m, "lotSize")) {
                    d.lotSize = m.lotSize;
                }
                return d;
            };

            /**
             * Converts this BookSnapshot to JSON.
             * @function toJSON
             * @memberof desk.stream.BookSnapshot
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            BookSnapshot.prototype.toJSON = function() {
                return BookSnapshot.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for BookSnapshot
             * @function getTypeUrl
             * @memberof desk.stream.BookSnapshot
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            BookSnapshot.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.BookSnapshot";
            };

            return BookSnapshot;
        })();

        stream.BookDelta = (function() {

            /**
             * Properties of a BookDelta.
             * @typedef {Object} desk.stream.BookDelta.$Properties
             * @property {string|null} [symbol] BookDelta symbol
             * @property {number|null} [seq] BookDelta seq
             * @property {number|null} [prevSeq] BookDelta prevSeq
             * @property {number|null} [serverTime] BookDelta serverTime
             * @property {Array.<number>|null} [bidPrices] BookDelta bidPrices
             * @property {Array.<number>|null} [bidSizes] BookDelta bidSizes
             * @property {Array.<number>|null} [askPrices] BookDelta askPrices
             * @property {Array.<number>|null} [askSizes] BookDelta askSizes
             * @property {number|null} [checksum] BookDelta checksum
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a BookDelta.
             * @memberof desk.stream
             * @interface IBookDelta
             * @augments desk.stream.BookDelta.$Properties
             * @deprecated Use desk.stream.BookDelta.$Properties instead.
             */

            /**
             * Shape of a BookDelta.
             * @typedef {desk.stream.BookDelta.$Properties} desk.stream.BookDelta.$Shape
             */

            /**
             * Constructs a new BookDelta.
             * @memberof desk.stream
             * @classdesc Represents a BookDelta.
             * @constructor
             * @param {desk.stream.BookDelta.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const BookDelta = function (p) {
                this.bidPrices = [];
                this.bidSizes = [];
                this.askPrices = [];
                this.askSizes = [];
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * BookDelta symbol.
             * @member {string} symbol
             * @memberof desk.stream.BookDelta
             * @instance
             */
            BookDelta.prototype.symbol = "";

            /**
             * BookDelta seq.
             * @member {number} seq
             * @memberof desk.stream.BookDelta
             * @instance
             */
            BookDelta.prototype.seq = 0;

            /**
             * BookDelta prevSeq.
             * @member {number} prevSeq
             * @memberof desk.stream.BookDelta
             * @instance
             */
            BookDelta.prototype.prevSeq = 0;

            /**
             * BookDelta serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.BookDelta
             * @instance
             */
            BookDelta.prototype.serverTime = 0;

            /**
             * BookDelta bidPrices.
             * @member {Array.<number>} bidPrices
             * @memberof desk.stream.BookDelta
             * @instance
             */
            BookDelta.prototype.bidPrices = $util.emptyArray;

            /**
             * BookDelta bidSizes.
             * @member {Array.<number>} bidSizes
             * @memberof desk.stream.BookDelta
             * @instance
             */
            BookDelta.prototype.bidSizes = $util.emptyArray;

            /**
             * BookDelta askPrices.
             * @member {Array.<number>} askPrices
             * @memberof desk.stream.BookDelta
             * @instance
             */
            BookDelta.prototype.askPrices = $util.emptyArray;

            /**
             * BookDelta askSizes.
             * @member {Array.<number>} askSizes
             * @memberof desk.stream.BookDelta
             * @instance
             */
            BookDelta.prototype.askSizes = $util.emptyArray;

            /**
             * BookDelta checksum.
             * @member {number} checksum
             * @memberof desk.stream.BookDelta
             * @instance
             */
            BookDelta.prototype.checksum = 0;

            /**
             * Creates a new BookDelta instance using the specified properties.
             * @function create
             * @memberof desk.stream.BookDelta
             * @static
             * @param {desk.stream.BookDelta.$Properties=} [properties] Properties to set
             * @returns {desk.stream.BookDelta} BookDelta instance
             * @type {{
             *   (properties: desk.stream.BookDelta.$Shape): desk.stream.BookDelta & desk.stream.BookDelta.$Shape;
             *   (properties?: desk.stream.BookDelta.$Properties): desk.stream.BookDelta;
             * }}
             */
            BookDelta.create = function(properties) {
                return new BookDelta(properties);
            };

            /**
             * Encodes the specified BookDelta message. Does not implicitly {@link desk.stream.BookDelta.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.BookDelta
             * @static
             * @param {desk.stream.BookDelta.$Properties} m BookDelta message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            BookDelta.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol") && m.symbol !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.symbol);
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 2, wireType 1 =*/17).double(m.seq);
                if (m.prevSeq != null && $Object.hasOwnProperty.call(m, "prevSeq") && !$Object.is(m.prevSeq, 0))
                    w.uint32(/* id 3, wireType 1 =*/25).double(m.prevSeq);
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 4, wireType 1 =*/33).double(m.serverTime);
                if (m.bidPrices != null && m.bidPrices.length) {
                    w.uint32(/* id 5, wireType 2 =*/42).doubles(m.bidPrices);
                }
                if (m.bidSizes != null && m.bidSizes.length) {
                    w.uint32(/* id 6, wireType 2 =*/50).doubles(m.bidSizes);
                }
                if (m.askPrices != null && m.askPrices.length) {
                    w.uint32(/* id 7, wireType 2 =*/58).doubles(m.askPrices);
                }
                if (m.askSizes != null && m.askSizes.length) {
                    w.uint32(/* id 8, wireType 2 =*/66).doubles(m.askSizes);
                }
                if (m.checksum != null && $Object.hasOwnProperty.call(m, "checksum") && m.checksum !== 0)
                    w.uint32(/* id 9, wireType 0 =*/72).uint32(m.checksum);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified BookDelta message, length delimited. Does not implicitly {@link desk.stream.BookDelta.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.BookDelta
             * @static
             * @param {desk.stream.BookDelta.$Properties} message BookDelta message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            BookDelta.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a BookDelta message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.BookDelta
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.BookDelta & desk.stream.BookDelta.$Shape} BookDelta
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            BookDelta.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.BookDelta();
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
                                m.symbol = v;
                            else
                                delete m.symbol;
                            continue;
                        }
                    case 2: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
                            continue;
                        }
                    case 3: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.prevSeq = v;
                            else
                                delete m.prevSeq;
                            continue;
                        }
                    case 4: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
                            continue;
                        }
                    case 5: {
                            if (u === 2) {
                                if (!(m.bidPrices && m.bidPrices.length))
                                    m.bidPrices = [];
                                r.doubles(m.bidPrices);
                                continue;
                            }
                            if (u !== 1)
                                break;
                            if (!(m.bidPrices && m.bidPrices.length))
                                m.bidPrices = [];
                            m.bidPrices.push(r.double());
                            continue;
                        }
                    case 6: {
                            if (u === 2) {
                                if (!(m.bidSizes && m.bidSizes.length))
                                    m.bidSizes = [];
                                r.doubles(m.bidSizes);
                                continue;
                            }
                            if (u !== 1)
                                break;
                            if (!(m.bidSizes && m.bidSizes.length))
                                m.bidSizes = [];
                            m.bidSizes.push(r.double());
                            continue;
                        }
                    case 7: {
                            if (u === 2) {
                                if (!(m.askPrices && m.askPrices.length))
                                    m.askPrices = [];
                                r.doubles(m.askPrices);
                                continue;
                            }
                            if (u !== 1)
                                break;
                            if (!(m.askPrices && m.askPrices.length))
                                m.askPrices = [];
                            m.askPrices.push(r.double());
                            continue;
                        }
                    case 8: {
                            if (u === 2) {
                                if (!(m.askSizes && m.askSizes.length))
                                    m.askSizes = [];
                                r.doubles(m.askSizes);
                                continue;
                            }
                            if (u !== 1)
                                break;
                            if (!(m.askSizes && m.askSizes.length))
                                m.askSizes = [];
                            m.askSizes.push(r.double());
                            continue;
                        }
                    case 9: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.checksum = v;
                            else
                                delete m.checksum;
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
             * Decodes a BookDelta message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.BookDelta
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.BookDelta & desk.stream.BookDelta.$Shape} BookDelta
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            BookDelta.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a BookDelta message.
             * @function verify
             * @memberof desk.stream.BookDelta
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            BookDelta.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    if (!$util.isString(m.symbol))
                        return "symbol: string expected";
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                if (m.prevSeq != null && $Object.hasOwnProperty.call(m, "prevSeq")) {
                    if (typeof m.prevSeq !== "number")
                        return "prevSeq: number expected";
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                if (m.bidPrices != null && $Object.hasOwnProperty.call(m, "bidPrices")) {
                    if (!$Array.isArray(m.bidPrices))
                        return "bidPrices: array expected";
                    for (var i = 0; i < m.bidPrices.length; ++i) {
                        if (typeof m.bidPrices[i] !== "number")
                            return "bidPrices: number[] expected";
                    }
                }
                if (m.bidSizes != null && $Object.hasOwnProperty.call(m, "bidSizes")) {
                    if (!$Array.isArray(m.bidSizes))
                        return "bidSizes: array expected";
                    for (var i = 0; i < m.bidSizes.length; ++i) {
                        if (typeof m.bidSizes[i] !== "number")
                            return "bidSizes: number[] expected";
                    }
                }
                if (m.askPrices != null && $Object.hasOwnProperty.call(m, "askPrices")) {
                    if (!$Array.isArray(m.askPrices))
                        return "askPrices: array expected";
                    for (var i = 0; i < m.askPrices.length; ++i) {
                        if (typeof m.askPrices[i] !== "number")
                            return "askPrices: number[] expected";
                    }
                }
                if (m.askSizes != null && $Object.hasOwnProperty.call(m, "askSizes")) {
                    if (!$Array.isArray(m.askSizes))
                        return "askSizes: array expected";
                    for (var i = 0; i < m.askSizes.length; ++i) {
                        if (typeof m.askSizes[i] !== "number")
                            return "askSizes: number[] expected";
                    }
                }
                if (m.checksum != null && $Object.hasOwnProperty.call(m, "checksum")) {
                    if (!$util.isInteger(m.checksum))
                        return "checksum: integer expected";
                }
                return null;
            };

            /**
             * Creates a BookDelta message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.BookDelta
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.BookDelta} BookDelta
             */
            BookDelta.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.BookDelta)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.BookDelta: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.BookDelta();
                if (d.symbol != null) {
                    if (typeof d.symbol !== "string" || d.symbol.length) {
                        m.symbol = $String(d.symbol);
                    }
                }
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                if (d.prevSeq != null) {
                    if (!$Object.is($Number(d.prevSeq), 0)) {
                        m.prevSeq = $Number(d.prevSeq);
                    }
                }
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                if (d.bidPrices) {
                    if (!$Array.isArray(d.bidPrices))
                        throw $TypeError(".desk.stream.BookDelta.bidPrices: array expected");
                    m.bidPrices = $Array(d.bidPrices.length);
                    for (var i = 0; i < d.bidPrices.length; ++i) {
                        m.bidPrices[i] = $Number(d.bidPrices[i]);
                    }
                }
                if (d.bidSizes) {
                    if (!$Array.isArray(d.bidSizes))
                        throw $TypeError(".desk.stream.BookDelta.bidSizes: array expected");
                    m.bidSizes = $Array(d.bidSizes.length);
                    for (var i = 0; i < d.bidSizes.length; ++i) {
                        m.bidSizes[i] = $Number(d.bidSizes[i]);
                    }
                }
                if (d.askPrices) {
                    if (!$Array.isArray(d.askPrices))
                        throw $TypeError(".desk.stream.BookDelta.askPrices: array expected");
                    m.askPrices = $Array(d.askPrices.length);
                    for (var i = 0; i < d.askPrices.length; ++i) {
                        m.askPrices[i] = $Number(d.askPrices[i]);
                    }
                }
                if (d.askSizes) {
                    if (!$Array.isArray(d.askSizes))
                        throw $TypeError(".desk.stream.BookDelta.askSizes: array expected");
                    m.askSizes = $Array(d.askSizes.length);
                    for (var i = 0; i < d.askSizes.length; ++i) {
                        m.askSizes[i] = $Number(d.askSizes[i]);
                    }
                }
                if (d.checksum != null) {
                    if ($Number(d.checksum) !== 0) {
                        m.checksum = d.checksum >>> 0;
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a BookDelta message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.BookDelta
             * @static
             * @param {desk.stream.BookDelta} m BookDelta
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            BookDelta.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.arrays || o.defaults) {
                    d.bidPrices = [];
                    d.bidSizes = [];
                    d.askPrices = [];
                    d.askSizes = [];
                }
                if (o.defaults) {
                    d.symbol = "";
                    d.seq = 0;
                    d.prevSeq = 0;
                    d.serverTime = 0;
                    d.checksum = 0;
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    d.symbol = m.symbol;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                if (m.prevSeq != null && $Object.hasOwnProperty.call(m, "prevSeq")) {
                    d.prevSeq = o.json && !$isFinite(m.prevSeq) ? $String(m.prevSeq) : m.prevSeq;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                if (m.bidPrices && m.bidPrices.length) {
                    d.bidPrices = $Array(m.bidPrices.length);
                    for (var j = 0; j < m.bidPrices.length; ++j) {
                        d.bidPrices[j] = o.json && !$isFinite(m.bidPrices[j]) ? $String(m.bidPrices[j]) : m.bidPrices[j];
                    }
                }
                if (m.bidSizes && m.bidSizes.length) {
                    d.bidSizes = $Array(m.bidSizes.length);
                    for (var j = 0; j < m.bidSizes.length; ++j) {
                        d.bidSizes[j] = o.json && !$isFinite(m.bidSizes[j]) ? $String(m.bidSizes[j]) : m.bidSizes[j];
                    }
                }
                if (m.askPrices && m.askPrices.length) {
                    d.askPrices = $Array(m.askPrices.length);
                    for (var j = 0; j < m.askPrices.length; ++j) {
                        d.askPrices[j] = o.json && !$isFinite(m.askPrices[j]) ? $String(m.askPrices[j]) : m.askPrices[j];
                    }
                }
                if (m.askSizes && m.askSizes.length) {
                    d.askSizes = $Array(m.askSizes.length);
                    for (var j = 0; j < m.askSizes.length; ++j) {
                        d.askSizes[j] = o.json && !$isFinite(m.askSizes[j]) ? $String(m.askSizes[j]) : m.askSizes[j];
                    }
                }
                if (m.checksum != null && $Object.hasOwnProperty.call(m, "checksum")) {
                    d.checksum = m.checksum;
                }
                return d;
            };

            /**
             * Converts this BookDelta to JSON.
             * @function toJSON
             * @memberof desk.stream.BookDelta
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            BookDelta.prototype.toJSON = function() {
                return BookDelta.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for BookDelta
             * @function getTypeUrl
             * @memberof desk.stream.BookDelta
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            BookDelta.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.BookDelta";
            };

            return BookDelta;
        })();

        /**
         * TakerSide enum.
         * @name desk.stream.TakerSide
         * @enum {number}
         * @property {number} TAKER_SIDE_UNSPECIFIED=0 TAKER_SIDE_UNSPECIFIED value
         * @property {number} BUY=1 BUY value
         * @property {number} SELL=2 SELL value
         */
        stream.TakerSide = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "TAKER_SIDE_UNSPECIFIED"] = 0;
            values[valuesById[1] = "BUY"] = 1;
            values[valuesById[2] = "SELL"] = 2;
            return values;
        })();

        stream.Trade = (function() {

            /**
             * Properties of a Trade.
             * @typedef {Object} desk.stream.Trade.$Properties
             * @property {string|null} [symbol] Trade symbol
             * @property {string|null} [tradeId] Trade tradeId
             * @property {string|null} [price] Trade price
             * @property {string|null} [quantity] Trade quantity
             * @property {desk.stream.TakerSide|null} [side] Trade side
             * @property {number|null} [serverTime] Trade serverTime
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Trade.
             * @memberof desk.stream
             * @interface ITrade
             * @augments desk.stream.Trade.$Properties
             * @deprecated Use desk.stream.Trade.$Properties instead.
             */

            /**
             * Shape of a Trade.
             * @typedef {desk.stream.Trade.$Properties} desk.stream.Trade.$Shape
             */

            /**
             * Constructs a new Trade.
             * @memberof desk.stream
             * @classdesc Represents a Trade.
             * @constructor
             * @param {desk.stream.Trade.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Trade = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Trade symbol.
             * @member {string} symbol
             * @memberof desk.stream.Trade
             * @instance
             */
            Trade.prototype.symbol = "";

            /**
             * Trade tradeId.
             * @member {string} tradeId
             * @memberof desk.stream.Trade
             * @instance
             */
            Trade.prototype.tradeId = "";

            /**
             * Trade price.
             * @member {string} price
             * @memberof desk.stream.Trade
             * @instance
             */
            Trade.prototype.price = "";

            /**
             * Trade quantity.
             * @member {string} quantity
             * @memberof desk.stream.Trade
             * @instance
             */
            Trade.prototype.quantity = "";

            /**
             * Trade side.
             * @member {desk.stream.TakerSide} side
             * @memberof desk.stream.Trade
             * @instance
             */
            Trade.prototype.side = 0;

            /**
             * Trade serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.Trade
             * @instance
             */
            Trade.prototype.serverTime = 0;

            /**
             * Creates a new Trade instance using the specified properties.
             * @function create
             * @memberof desk.stream.Trade
             * @static
             * @param {desk.stream.Trade.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Trade} Trade instance
             * @type {{
             *   (properties: desk.stream.Trade.$Shape): desk.stream.Trade & desk.stream.Trade.$Shape;
             *   (properties?: desk.stream.Trade.$Properties): desk.stream.Trade;
             * }}
             */
            Trade.create = function(properties) {
                return new Trade(properties);
            };

            /**
             * Encodes the specified Trade message. Does not implicitly {@link desk.stream.Trade.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Trade
             * @static
             * @param {desk.stream.Trade.$Properties} m Trade message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Trade.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol") && m.symbol !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.symbol);
                if (m.tradeId != null && $Object.hasOwnProperty.call(m, "tradeId") && m.tradeId !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.tradeId);
                if (m.price != null && $Object.hasOwnProperty.call(m, "price") && m.price !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.price);
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity") && m.quantity !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.quantity);
                if (m.side != null && $Object.hasOwnProperty.call(m, "side") && m.side !== 0)
                    w.uint32(/* id 5, wireType 0 =*/40).int32(m.side);
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 6, wireType 1 =*/49).double(m.serverTime);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Trade message, length delimited. Does not implicitly {@link desk.stream.Trade.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Trade
             * @static
             * @param {desk.stream.Trade.$Properties} message Trade message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Trade.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a Trade message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Trade
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Trade & desk.stream.Trade.$Shape} Trade
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Trade.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Trade();
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
                                m.symbol = v;
                            else
                                delete m.symbol;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.tradeId = v;
                            else
                                delete m.tradeId;
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.price = v;
                            else
                                delete m.price;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.quantity = v;
                            else
                                delete m.quantity;
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
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
             * Decodes a Trade message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Trade
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Trade & desk.stream.Trade.$Shape} Trade
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Trade.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a Trade message.
             * @function verify
             * @memberof desk.stream.Trade
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Trade.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    if (!$util.isString(m.symbol))
                        return "symbol: string expected";
                }
                if (m.tradeId != null && $Object.hasOwnProperty.call(m, "tradeId")) {
                    if (!$util.isString(m.tradeId))
                        return "tradeId: string expected";
                }
                if (m.price != null && $Object.hasOwnProperty.call(m, "price")) {
                    if (!$util.isString(m.price))
                        return "price: string expected";
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    if (!$util.isString(m.quantity))
                        return "quantity: string expected";
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    if (typeof m.side !== "number" || (m.side | 0) !== m.side)
                        return "side: enum value expected";
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                return null;
            };

            /**
             * Creates a Trade message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Trade
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Trade} Trade
             */
            Trade.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Trade)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Trade: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Trade();
                if (d.symbol != null) {
                    if (typeof d.symbol !== "string" || d.symbol.length) {
                        m.symbol = $String(d.symbol);
                    }
                }
                if (d.tradeId != null) {
                    if (typeof d.tradeId !== "string" || d.tradeId.length) {
                        m.tradeId = $String(d.tradeId);
                    }
                }
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
                if (d.side !== 0 && (typeof d.side !== "string" || $root.desk.stream.TakerSide[d.side] !== 0)) {
                    switch (d.side) {
                    case "TAKER_SIDE_UNSPECIFIED":
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
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a Trade message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Trade
             * @static
             * @param {desk.stream.Trade} m Trade
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Trade.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.symbol = "";
                    d.tradeId = "";
                    d.price = "";
                    d.quantity = "";
                    d.side = o.enums === $String ? "TAKER_SIDE_UNSPECIFIED" : 0;
                    d.serverTime = 0;
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    d.symbol = m.symbol;
                }
                if (m.tradeId != null && $Object.hasOwnProperty.call(m, "tradeId")) {
                    d.tradeId = m.tradeId;
                }
                if (m.price != null && $Object.hasOwnProperty.call(m, "price")) {
                    d.price = m.price;
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    d.quantity = m.quantity;
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    d.side = o.enums === $String ? $root.desk.stream.TakerSide[m.side] === $undefined ? m.side : $root.desk.stream.TakerSide[m.side] : m.side;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                return d;
            };

            /**
             * Converts this Trade to JSON.
             * @function toJSON
             * @memberof desk.stream.Trade
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Trade.prototype.toJSON = function() {
                return Trade.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Trade
             * @function getTypeUrl
             * @memberof desk.stream.Trade
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Trade.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Trade";
            };

            return Trade;
        })();

        stream.Ticker = (function() {

            /**
             * Properties of a Ticker.
             * @typedef {Object} desk.stream.Ticker.$Properties
             * @property {string|null} [symbol] Ticker symbol
             * @property {string|null} [last] Ticker last
             * @property {string|null} [open] Ticker open
             * @property {string|null} [high] Ticker high
             * @property {string|null} [low] Ticker low
             * @property {string|null} [volume] Ticker volume
             * @property {string|null} [quoteVolume] Ticker quoteVolume
             * @property {string|null} [change] Ticker change
             * @property {string|null} [changePercent] Ticker changePercent
             * @property {string|null} [bestBid] Ticker bestBid
             * @property {string|null} [bestAsk] Ticker bestAsk
             * @property {number|null} [serverTime] Ticker serverTime
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Ticker.
             * @memberof desk.stream
             * @interface ITicker
             * @augments desk.stream.Ticker.$Properties
             * @deprecated Use desk.stream.Ticker.$Properties instead.
             */

            /**
             * Shape of a Ticker.
             * @typedef {desk.stream.Ticker.$Properties} desk.stream.Ticker.$Shape
             */

            /**
             * Constructs a new Ticker.
             * @memberof desk.stream
             * @classdesc Represents a Ticker.
             * @constructor
             * @param {desk.stream.Ticker.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Ticker = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Ticker symbol.
             * @member {string} symbol
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.symbol = "";

            /**
             * Ticker last.
             * @member {string} last
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.last = "";

            /**
             * Ticker open.
             * @member {string} open
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.open = "";

            /**
             * Ticker high.
             * @member {string} high
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.high = "";

            /**
             * Ticker low.
             * @member {string} low
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.low = "";

            /**
             * Ticker volume.
             * @member {string} volume
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.volume = "";

            /**
             * Ticker quoteVolume.
             * @member {string} quoteVolume
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.quoteVolume = "";

            /**
             * Ticker change.
             * @member {string} change
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.change = "";

            /**
             * Ticker changePercent.
             * @member {string} changePercent
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.changePercent = "";

            /**
             * Ticker bestBid.
             * @member {string} bestBid
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.bestBid = "";

            /**
             * Ticker bestAsk.
             * @member {string} bestAsk
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.bestAsk = "";

            /**
             * Ticker serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.Ticker
             * @instance
             */
            Ticker.prototype.serverTime = 0;

            /**
             * Creates a new Ticker instance using the specified properties.
             * @function create
             * @memberof desk.stream.Ticker
             * @static
             * @param {desk.stream.Ticker.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Ticker} Ticker instance
             * @type {{
             *   (properties: desk.stream.Ticker.$Shape): desk.stream.Ticker & desk.stream.Ticker.$Shape;
             *   (properties?: desk.stream.Ticker.$Properties): desk.stream.Ticker;
             * }}
             */
            Ticker.create = function(properties) {
                return new Ticker(properties);
            };

            /**
             * Encodes the specified Ticker message. Does not implicitly {@link desk.stream.Ticker.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Ticker
             * @static
             * @param {desk.stream.Ticker.$Properties} m Ticker message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Ticker.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol") && m.symbol !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.symbol);
                if (m.last != null && $Object.hasOwnProperty.call(m, "last") && m.last !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.last);
                if (m.open != null && $Object.hasOwnProperty.call(m, "open") && m.open !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.open);
                if (m.high != null && $Object.hasOwnProperty.call(m, "high") && m.high !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.high);
                if (m.low != null && $Object.hasOwnProperty.call(m, "low") && m.low !== "")
                    w.uint32(/* id 5, wireType 2 =*/42).string(m.low);
                if (m.volume != null && $Object.hasOwnProperty.call(m, "volume") && m.volume !== "")
                    w.uint32(/* id 6, wireType 2 =*/50).string(m.volume);
                if (m.quoteVolume != null && $Object.hasOwnProperty.call(m, "quoteVolume") && m.quoteVolume !== "")
                    w.uint32(/* id 7, wireType 2 =*/58).string(m.quoteVolume);
                if (m.change != null && $Object.hasOwnProperty.call(m, "change") && m.change !== "")
                    w.uint32(/* id 8, wireType 2 =*/66).string(m.change);
                if (m.changePercent != null && $Object.hasOwnProperty.call(m, "changePercent") && m.changePercent !== "")
                    w.uint32(/* id 9, wireType 2 =*/74).string(m.changePercent);
                if (m.bestBid != null && $Object.hasOwnProperty.call(m, "bestBid") && m.bestBid !== "")
                    w.uint32(/* id 10, wireType 2 =*/82).string(m.bestBid);
                if (m.bestAsk != null && $Object.hasOwnProperty.call(m, "bestAsk") && m.bestAsk !== "")
                    w.uint32(/* id 11, wireType 2 =*/90).string(m.bestAsk);
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 12, wireType 1 =*/97).double(m.serverTime);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Ticker message, length delimited. Does not implicitly {@link desk.stream.Ticker.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Ticker
             * @static
             * @param {desk.stream.Ticker.$Properties} message Ticker message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Ticker.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a Ticker message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Ticker
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Ticker & desk.stream.Ticker.$Shape} Ticker
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Ticker.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Ticker();
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
                                m.symbol = v;
                            else
                                delete m.symbol;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.last = v;
                            else
                                delete m.last;
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.open = v;
                            else
                                delete m.open;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.high = v;
                            else
                                delete m.high;
                            continue;
                        }
                    case 5: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.low = v;
                            else
                                delete m.low;
                            continue;
                        }
                    case 6: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.volume = v;
                            else
                                delete m.volume;
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.quoteVolume = v;
                            else
                                delete m.quoteVolume;
                            continue;
                        }
                    case 8: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.change = v;
                            else
                                delete m.change;
                            continue;
                        }
                    case 9: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.changePercent = v;
                            else
                                delete m.changePercent;
                            continue;
                        }
                    case 10: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.bestBid = v;
                            else
                                delete m.bestBid;
                            continue;
                        }
                    case 11: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.bestAsk = v;
                            else
                                delete m.bestAsk;
                            continue;
                        }
                    case 12: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
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
             * Decodes a Ticker message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Ticker
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Ticker & desk.stream.Ticker.$Shape} Ticker
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Ticker.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a Ticker message.
             * @function verify
             * @memberof desk.stream.Ticker
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Ticker.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    if (!$util.isString(m.symbol))
                        return "symbol: string expected";
                }
                if (m.last != null && $Object.hasOwnProperty.call(m, "last")) {
                    if (!$util.isString(m.last))
                        return "last: string expected";
                }
                if (m.open != null && $Object.hasOwnProperty.call(m, "open")) {
                    if (!$util.isString(m.open))
                        return "open: string expected";
                }
                if (m.high != null && $Object.hasOwnProperty.call(m, "high")) {
                    if (!$util.isString(m.high))
                        return "high: string expected";
                }
                if (m.low != null && $Object.hasOwnProperty.call(m, "low")) {
                    if (!$util.isString(m.low))
                        return "low: string expected";
                }
                if (m.volume != null && $Object.hasOwnProperty.call(m, "volume")) {
                    if (!$util.isString(m.volume))
                        return "volume: string expected";
                }
                if (m.quoteVolume != null && $Object.hasOwnProperty.call(m, "quoteVolume")) {
                    if (!$util.isString(m.quoteVolume))
                        return "quoteVolume: string expected";
                }
                if (m.change != null && $Object.hasOwnProperty.call(m, "change")) {
                    if (!$util.isString(m.change))
                        return "change: string expected";
                }
                if (m.changePercent != null && $Object.hasOwnProperty.call(m, "changePercent")) {
                    if (!$util.isString(m.changePercent))
                        return "changePercent: string expected";
                }
                if (m.bestBid != null && $Object.hasOwnProperty.call(m, "bestBid")) {
                    if (!$util.isString(m.bestBid))
                        return "bestBid: string expected";
                }
                if (m.bestAsk != null && $Object.hasOwnProperty.call(m, "bestAsk")) {
                    if (!$util.isString(m.bestAsk))
                        return "bestAsk: string expected";
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                return null;
            };

            /**
             * Creates a Ticker message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Ticker
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Ticker} Ticker
             */
            Ticker.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Ticker)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Ticker: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Ticker();
                if (d.symbol != null) {
                    if (typeof d.symbol !== "string" || d.symbol.length) {
                        m.symbol = $String(d.symbol);
                    }
                }
                if (d.last != null) {
                    if (typeof d.last !== "string" || d.last.length) {
                        m.last = $String(d.last);
                    }
                }
                if (d.open != null) {
                    if (typeof d.open !== "string" || d.open.length) {
                        m.open = $String(d.open);
                    }
                }
                if (d.high != null) {
                    if (typeof d.high !== "string" || d.high.length) {
                        m.high = $String(d.high);
                    }
                }
                if (d.low != null) {
                    if (typeof d.low !== "string" || d.low.length) {
                        m.low = $String(d.low);
                    }
                }
                if (d.volume != null) {
                    if (typeof d.volume !== "string" || d.volume.length) {
                        m.volume = $String(d.volume);
                    }
                }
                if (d.quoteVolume != null) {
                    if (typeof d.quoteVolume !== "string" || d.quoteVolume.length) {
                        m.quoteVolume = $String(d.quoteVolume);
                    }
                }
                if (d.change != null) {
                    if (typeof d.change !== "string" || d.change.length) {
                        m.change = $String(d.change);
                    }
                }
                if (d.changePercent != null) {
                    if (typeof d.changePercent !== "string" || d.changePercent.length) {
                        m.changePercent = $String(d.changePercent);
                    }
                }
                if (d.bestBid != null) {
                    if (typeof d.bestBid !== "string" || d.bestBid.length) {
                        m.bestBid = $String(d.bestBid);
                    }
                }
                if (d.bestAsk != null) {
                    if (typeof d.bestAsk !== "string" || d.bestAsk.length) {
                        m.bestAsk = $String(d.bestAsk);
                    }
                }
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a Ticker message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Ticker
             * @static
             * @param {desk.stream.Ticker} m Ticker
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Ticker.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.symbol = "";
                    d.last = "";
                    d.open = "";
                    d.high = "";
                    d.low = "";
                    d.volume = "";
                    d.quoteVolume = "";
                    d.change = "";
                    d.changePercent = "";
                    d.bestBid = "";
                    d.bestAsk = "";
                    d.serverTime = 0;
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    d.symbol = m.symbol;
                }
                if (m.last != null && $Object.hasOwnProperty.call(m, "last")) {
                    d.last = m.last;
                }
                if (m.open != null && $Object.hasOwnProperty.call(m, "open")) {
                    d.open = m.open;
                }
                if (m.high != null && $Object.hasOwnProperty.call(m, "high")) {
                    d.high = m.high;
                }
                if (m.low != null && $Object.hasOwnProperty.call(m, "low")) {
                    d.low = m.low;
                }
                if (m.volume != null && $Object.hasOwnProperty.call(m, "volume")) {
                    d.volume = m.volume;
                }
                if (m.quoteVolume != null && $Object.hasOwnProperty.call(m, "quoteVolume")) {
                    d.quoteVolume = m.quoteVolume;
                }
                if (m.change != null && $Object.hasOwnProperty.call(m, "change")) {
                    d.change = m.change;
                }
                if (m.changePercent != null && $Object.hasOwnProperty.call(m, "changePercent")) {
                    d.changePercent = m.changePercent;
                }
                if (m.bestBid != null && $Object.hasOwnProperty.call(m, "bestBid")) {
                    d.bestBid = m.bestBid;
                }
                if (m.bestAsk != null && $Object.hasOwnProperty.call(m, "bestAsk")) {
                    d.bestAsk = m.bestAsk;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                return d;
            };

            /**
             * Converts this Ticker to JSON.
             * @function toJSON
             * @memberof desk.stream.Ticker
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Ticker.prototype.toJSON = function() {
                return Ticker.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Ticker
             * @function getTypeUrl
             * @memberof desk.stream.Ticker
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Ticker.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Ticker";
            };

            return Ticker;
        })();

        stream.MarkPrice = (function() {

            /**
             * Properties of a MarkPrice.
             * @typedef {Object} desk.stream.MarkPrice.$Properties
             * @property {string|null} [symbol] MarkPrice symbol
             * @property {string|null} [markPrice] MarkPrice markPrice
             * @property {string|null} [indexPrice] MarkPrice indexPrice
             * @property {string|null} [fundingRate] MarkPrice fundingRate
             * @property {number|null} [nextFundingTime] MarkPrice nextFundingTime
             * @property {number|null} [serverTime] MarkPrice serverTime
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a MarkPrice.
             * @memberof desk.stream
             * @interface IMarkPrice
             * @augments desk.stream.MarkPrice.$Properties
             * @deprecated Use desk.stream.MarkPrice.$Properties instead.
             */

            /**
             * Shape of a MarkPrice.
             * @typedef {desk.stream.MarkPrice.$Properties} desk.stream.MarkPrice.$Shape
             */

            /**
             * Constructs a new MarkPrice.
             * @memberof desk.stream
             * @classdesc Represents a MarkPrice.
             * @constructor
             * @param {desk.stream.MarkPrice.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const MarkPrice = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * MarkPrice symbol.
             * @member {string} symbol
             * @memberof desk.stream.MarkPrice
             * @instance
             */
            MarkPrice.prototype.symbol = "";

            /**
             * MarkPrice markPrice.
             * @member {string} markPrice
             * @memberof desk.stream.MarkPrice
             * @instance
             */
            MarkPrice.prototype.markPrice = "";

            /**
             * MarkPrice indexPrice.
             * @member {string} indexPrice
             * @memberof desk.stream.MarkPrice
             * @instance
             */
            MarkPrice.prototype.indexPrice = "";

            /**
             * MarkPrice fundingRate.
             * @member {string} fundingRate
             * @memberof desk.stream.MarkPrice
             * @instance
             */
            MarkPrice.prototype.fundingRate = "";

            /**
             * MarkPrice nextFundingTime.
             * @member {number} nextFundingTime
             * @memberof desk.stream.MarkPrice
             * @instance
             */
            MarkPrice.prototype.nextFundingTime = 0;

            /**
             * MarkPrice serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.MarkPrice
             * @instance
             */
            MarkPrice.prototype.serverTime = 0;

            /**
             * Creates a new MarkPrice instance using the specified properties.
             * @function create
             * @memberof desk.stream.MarkPrice
             * @static
             * @param {desk.stream.MarkPrice.$Properties=} [properties] Properties to set
             * @returns {desk.stream.MarkPrice} MarkPrice instance
             * @type {{
             *   (properties: desk.stream.MarkPrice.$Shape): desk.stream.MarkPrice & desk.stream.MarkPrice.$Shape;
             *   (properties?: desk.stream.MarkPrice.$Properties): desk.stream.MarkPrice;
             * }}
             */
            MarkPrice.create = function(properties) {
                return new MarkPrice(properties);
            };

            /**
             * Encodes the specified MarkPrice message. Does not implicitly {@link desk.stream.MarkPrice.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.MarkPrice
             * @static
             * @param {desk.stream.MarkPrice.$Properties} m MarkPrice message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            MarkPrice.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol") && m.symbol !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.symbol);
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice") && m.markPrice !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.markPrice);
                if (m.indexPrice != null && $Object.hasOwnProperty.call(m, "indexPrice") && m.indexPrice !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.indexPrice);
                if (m.fundingRate != null && $Object.hasOwnProperty.call(m, "fundingRate") && m.fundingRate !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.fundingRate);
                if (m.nextFundingTime != null && $Object.hasOwnProperty.call(m, "nextFundingTime") && !$Object.is(m.nextFundingTime, 0))
                    w.uint32(/* id 5, wireType 1 =*/41).double(m.nextFundingTime);
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 6, wireType 1 =*/49).double(m.serverTime);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified MarkPrice message, length delimited. Does not implicitly {@link desk.stream.MarkPrice.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.MarkPrice
             * @static
             * @param {desk.stream.MarkPrice.$Properties} message MarkPrice message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            MarkPrice.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a MarkPrice message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.MarkPrice
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.MarkPrice & desk.stream.MarkPrice.$Shape} MarkPrice
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            MarkPrice.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.MarkPrice();
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
                                m.symbol = v;
                            else
                                delete m.symbol;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.markPrice = v;
                            else
                                delete m.markPrice;
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.indexPrice = v;
                            else
                                delete m.indexPrice;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.fundingRate = v;
                            else
                                delete m.fundingRate;
                            continue;
                        }
                    case 5: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.nextFundingTime = v;
                            else
                                delete m.nextFundingTime;
                            continue;
                        }
                    case 6: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
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
             * Decodes a MarkPrice message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.MarkPrice
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.MarkPrice & desk.stream.MarkPrice.$Shape} MarkPrice
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            MarkPrice.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a MarkPrice message.
             * @function verify
             * @memberof desk.stream.MarkPrice
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            MarkPrice.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    if (!$util.isString(m.symbol))
                        return "symbol: string expected";
                }
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice")) {
                    if (!$util.isString(m.markPrice))
                        return "markPrice: string expected";
                }
                if (m.indexPrice != null && $Object.hasOwnProperty.call(m, "indexPrice")) {
                    if (!$util.isString(m.indexPrice))
                        return "indexPrice: string expected";
                }
                if (m.fundingRate != null && $Object.hasOwnProperty.call(m, "fundingRate")) {
                    if (!$util.isString(m.fundingRate))
                        return "fundingRate: string expected";
                }
                if (m.nextFundingTime != null && $Object.hasOwnProperty.call(m, "nextFundingTime")) {
                    if (typeof m.nextFundingTime !== "number")
                        return "nextFundingTime: number expected";
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                return null;
            };

            /**
             * Creates a MarkPrice message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.MarkPrice
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.MarkPrice} MarkPrice
             */
            MarkPrice.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.MarkPrice)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.MarkPrice: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.MarkPrice();
                if (d.symbol != null) {
                    if (typeof d.symbol !== "string" || d.symbol.length) {
                        m.symbol = $String(d.symbol);
                    }
                }
                if (d.markPrice != null) {
                    if (typeof d.markPrice !== "string" || d.markPrice.length) {
                        m.markPrice = $String(d.markPrice);
                    }
                }
                if (d.indexPrice != null) {
                    if (typeof d.indexPrice !== "string" || d.indexPrice.length) {
                        m.indexPrice = $String(d.indexPrice);
                    }
                }
                if (d.fundingRate != null) {
                    if (typeof d.fundingRate !== "string" || d.fundingRate.length) {
                        m.fundingRate = $String(d.fundingRate);
                    }
                }
                if (d.nextFundingTime != null) {
                    if (!$Object.is($Number(d.nextFundingTime), 0)) {
                        m.nextFundingTime = $Number(d.nextFundingTime);
                    }
                }
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a MarkPrice message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.MarkPrice
             * @static
             * @param {desk.stream.MarkPrice} m MarkPrice
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            MarkPrice.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.symbol = "";
                    d.markPrice = "";
                    d.indexPrice = "";
                    d.fundingRate = "";
                    d.nextFundingTime = 0;
                    d.serverTime = 0;
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    d.symbol = m.symbol;
                }
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice")) {
                    d.markPrice = m.markPrice;
                }
                if (m.indexPrice != null && $Object.hasOwnProperty.call(m, "indexPrice")) {
                    d.indexPrice = m.indexPrice;
                }
                if (m.fundingRate != null && $Object.hasOwnProperty.call(m, "fundingRate")) {
                    d.fundingRate = m.fundingRate;
                }
                if (m.nextFundingTime != null && $Object.hasOwnProperty.call(m, "nextFundingTime")) {
                    d.nextFundingTime = o.json && !$isFinite(m.nextFundingTime) ? $String(m.nextFundingTime) : m.nextFundingTime;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                return d;
            };

            /**
             * Converts this MarkPrice to JSON.
             * @function toJSON
             * @memberof desk.stream.MarkPrice
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            MarkPrice.prototype.toJSON = function() {
                return MarkPrice.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for MarkPrice
             * @function getTypeUrl
             * @memberof desk.stream.MarkPrice
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            MarkPrice.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.MarkPrice";
            };

            return MarkPrice;
        })();

        stream.Kline = (function() {

            /**
             * Properties of a Kline.
             * @typedef {Object} desk.stream.Kline.$Properties
             * @property {string|null} [symbol] Kline symbol
             * @property {string|null} [interval] Kline interval
             * @property {number|null} [openTime] Kline openTime
             * @property {number|null} [closeTime] Kline closeTime
             * @property {string|null} [open] Kline open
             * @property {string|null} [high] Kline high
             * @property {string|null} [low] Kline low
             * @property {string|null} [close] Kline close
             * @property {string|null} [volume] Kline volume
             * @property {string|null} [quoteVolume] Kline quoteVolume
             * @property {boolean|null} [closed] Kline closed
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Kline.
             * @memberof desk.stream
             * @interface IKline
             * @augments desk.stream.Kline.$Properties
             * @deprecated Use desk.stream.Kline.$Properties instead.
             */

            /**
             * Shape of a Kline.
             * @typedef {desk.stream.Kline.$Properties} desk.stream.Kline.$Shape
             */

            /**
             * Constructs a new Kline.
             * @memberof desk.stream
             * @classdesc Represents a Kline.
             * @constructor
             * @param {desk.stream.Kline.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Kline = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * Kline symbol.
             * @member {string} symbol
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.symbol = "";

            /**
             * Kline interval.
             * @member {string} interval
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.interval = "";

            /**
             * Kline openTime.
             * @member {number} openTime
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.openTime = 0;

            /**
             * Kline closeTime.
             * @member {number} closeTime
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.closeTime = 0;

            /**
             * Kline open.
             * @member {string} open
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.open = "";

            /**
             * Kline high.
             * @member {string} high
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.high = "";

            /**
             * Kline low.
             * @member {string} low
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.low = "";

            /**
             * Kline close.
             * @member {string} close
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.close = "";

            /**
             * Kline volume.
             * @member {string} volume
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.volume = "";

            /**
             * Kline quoteVolume.
             * @member {string} quoteVolume
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.quoteVolume = "";

            /**
             * Kline closed.
             * @member {boolean} closed
             * @memberof desk.stream.Kline
             * @instance
             */
            Kline.prototype.closed = false;

            /**
             * Creates a new Kline instance using the specified properties.
             * @function create
             * @memberof desk.stream.Kline
             * @static
             * @param {desk.stream.Kline.$Properties=} [properties] Properties to set
             * @returns {desk.stream.Kline} Kline instance
             * @type {{
             *   (properties: desk.stream.Kline.$Shape): desk.stream.Kline & desk.stream.Kline.$Shape;
             *   (properties?: desk.stream.Kline.$Properties): desk.stream.Kline;
             * }}
             */
            Kline.create = function(properties) {
                return new Kline(properties);
            };

            /**
             * Encodes the specified Kline message. Does not implicitly {@link desk.stream.Kline.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.Kline
             * @static
             * @param {desk.stream.Kline.$Properties} m Kline message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Kline.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol") && m.symbol !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.symbol);
                if (m.interval != null && $Object.hasOwnProperty.call(m, "interval") && m.interval !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.interval);
                if (m.openTime != null && $Object.hasOwnProperty.call(m, "openTime") && !$Object.is(m.openTime, 0))
                    w.uint32(/* id 3, wireType 1 =*/25).double(m.openTime);
                if (m.closeTime != null && $Object.hasOwnProperty.call(m, "closeTime") && !$Object.is(m.closeTime, 0))
                    w.uint32(/* id 4, wireType 1 =*/33).double(m.closeTime);
                if (m.open != null && $Object.hasOwnProperty.call(m, "open") && m.open !== "")
                    w.uint32(/* id 5, wireType 2 =*/42).string(m.open);
                if (m.high != null && $Object.hasOwnProperty.call(m, "high") && m.high !== "")
                    w.uint32(/* id 6, wireType 2 =*/50).string(m.high);
                if (m.low != null && $Object.hasOwnProperty.call(m, "low") && m.low !== "")
                    w.uint32(/* id 7, wireType 2 =*/58).string(m.low);
                if (m.close != null && $Object.hasOwnProperty.call(m, "close") && m.close !== "")
                    w.uint32(/* id 8, wireType 2 =*/66).string(m.close);
                if (m.volume != null && $Object.hasOwnProperty.call(m, "volume") && m.volume !== "")
                    w.uint32(/* id 9, wireType 2 =*/74).string(m.volume);
                if (m.quoteVolume != null && $Object.hasOwnProperty.call(m, "quoteVolume") && m.quoteVolume !== "")
                    w.uint32(/* id 10, wireType 2 =*/82).string(m.quoteVolume);
                if (m.closed != null && $Object.hasOwnProperty.call(m, "closed") && m.closed !== false)
                    w.uint32(/* id 11, wireType 0 =*/88).bool(m.closed);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified Kline message, length delimited. Does not implicitly {@link desk.stream.Kline.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.Kline
             * @static
             * @param {desk.stream.Kline.$Properties} message Kline message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Kline.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a Kline message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.Kline
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.Kline & desk.stream.Kline.$Shape} Kline
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Kline.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.Kline();
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
                                m.symbol = v;
                            else
                                delete m.symbol;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.interval = v;
                            else
                                delete m.interval;
                            continue;
                        }
                    case 3: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.openTime = v;
                            else
                                delete m.openTime;
                            continue;
                        }
                    case 4: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.closeTime = v;
                            else
                                delete m.closeTime;
                            continue;
                        }
                    case 5: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.open = v;
                            else
                                delete m.open;
                            continue;
                        }
                    case 6: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.high = v;
                            else
                                delete m.high;
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.low = v;
                            else
                                delete m.low;
                            continue;
                        }
                    case 8: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.close = v;
                            else
                                delete m.close;
                            continue;
                        }
                    case 9: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.volume = v;
                            else
                                delete m.volume;
                            continue;
                        }
                    case 10: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.quoteVolume = v;
                            else
                                delete m.quoteVolume;
                            continue;
                        }
                    case 11: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.closed = v;
                            else
                                delete m.closed;
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
             * Decodes a Kline message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.Kline
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.Kline & desk.stream.Kline.$Shape} Kline
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Kline.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a Kline message.
             * @function verify
             * @memberof desk.stream.Kline
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Kline.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    if (!$util.isString(m.symbol))
                        return "symbol: string expected";
                }
                if (m.interval != null && $Object.hasOwnProperty.call(m, "interval")) {
                    if (!$util.isString(m.interval))
                        return "interval: string expected";
                }
                if (m.openTime != null && $Object.hasOwnProperty.call(m, "openTime")) {
                    if (typeof m.openTime !== "number")
                        return "openTime: number expected";
                }
                if (m.closeTime != null && $Object.hasOwnProperty.call(m, "closeTime")) {
                    if (typeof m.closeTime !== "number")
                        return "closeTime: number expected";
                }
                if (m.open != null && $Object.hasOwnProperty.call(m, "open")) {
                    if (!$util.isString(m.open))
                        return "open: string expected";
                }
                if (m.high != null && $Object.hasOwnProperty.call(m, "high")) {
                    if (!$util.isString(m.high))
                        return "high: string expected";
                }
                if (m.low != null && $Object.hasOwnProperty.call(m, "low")) {
                    if (!$util.isString(m.low))
                        return "low: string expected";
                }
                if (m.close != null && $Object.hasOwnProperty.call(m, "close")) {
                    if (!$util.isString(m.close))
                        return "close: string expected";
                }
                if (m.volume != null && $Object.hasOwnProperty.call(m, "volume")) {
                    if (!$util.isString(m.volume))
                        return "volume: string expected";
                }
                if (m.quoteVolume != null && $Object.hasOwnProperty.call(m, "quoteVolume")) {
                    if (!$util.isString(m.quoteVolume))
                        return "quoteVolume: string expected";
                }
                if (m.closed != null && $Object.hasOwnProperty.call(m, "closed")) {
                    if (typeof m.closed !== "boolean")
                        return "closed: boolean expected";
                }
                return null;
            };

            /**
             * Creates a Kline message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.Kline
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.Kline} Kline
             */
            Kline.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.Kline)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.Kline: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.Kline();
                if (d.symbol != null) {
                    if (typeof d.symbol !== "string" || d.symbol.length) {
                        m.symbol = $String(d.symbol);
                    }
                }
                if (d.interval != null) {
                    if (typeof d.interval !== "string" || d.interval.length) {
                        m.interval = $String(d.interval);
                    }
                }
                if (d.openTime != null) {
                    if (!$Object.is($Number(d.openTime), 0)) {
                        m.openTime = $Number(d.openTime);
                    }
                }
                if (d.closeTime != null) {
                    if (!$Object.is($Number(d.closeTime), 0)) {
                        m.closeTime = $Number(d.closeTime);
                    }
                }
                if (d.open != null) {
                    if (typeof d.open !== "string" || d.open.length) {
                        m.open = $String(d.open);
                    }
                }
                if (d.high != null) {
                    if (typeof d.high !== "string" || d.high.length) {
                        m.high = $String(d.high);
                    }
                }
                if (d.low != null) {
                    if (typeof d.low !== "string" || d.low.length) {
                        m.low = $String(d.low);
                    }
                }
                if (d.close != null) {
                    if (typeof d.close !== "string" || d.close.length) {
                        m.close = $String(d.close);
                    }
                }
                if (d.volume != null) {
                    if (typeof d.volume !== "string" || d.volume.length) {
                        m.volume = $String(d.volume);
                    }
                }
                if (d.quoteVolume != null) {
                    if (typeof d.quoteVolume !== "string" || d.quoteVolume.length) {
                        m.quoteVolume = $String(d.quoteVolume);
                    }
                }
                if (d.closed != null) {
                    if (d.closed) {
                        m.closed = $Boolean(d.closed);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a Kline message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.Kline
             * @static
             * @param {desk.stream.Kline} m Kline
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Kline.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.symbol = "";
                    d.interval = "";
                    d.openTime = 0;
                    d.closeTime = 0;
                    d.open = "";
                    d.high = "";
                    d.low = "";
                    d.close = "";
                    d.volume = "";
                    d.quoteVolume = "";
                    d.closed = false;
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    d.symbol = m.symbol;
                }
                if (m.interval != null && $Object.hasOwnProperty.call(m, "interval")) {
                    d.interval = m.interval;
                }
                if (m.openTime != null && $Object.hasOwnProperty.call(m, "openTime")) {
                    d.openTime = o.json && !$isFinite(m.openTime) ? $String(m.openTime) : m.openTime;
                }
                if (m.closeTime != null && $Object.hasOwnProperty.call(m, "closeTime")) {
                    d.closeTime = o.json && !$isFinite(m.closeTime) ? $String(m.closeTime) : m.closeTime;
                }
                if (m.open != null && $Object.hasOwnProperty.call(m, "open")) {
                    d.open = m.open;
                }
                if (m.high != null && $Object.hasOwnProperty.call(m, "high")) {
                    d.high = m.high;
                }
                if (m.low != null && $Object.hasOwnProperty.call(m, "low")) {
                    d.low = m.low;
                }
                if (m.close != null && $Object.hasOwnProperty.call(m, "close")) {
                    d.close = m.close;
                }
                if (m.volume != null && $Object.hasOwnProperty.call(m, "volume")) {
                    d.volume = m.volume;
                }
                if (m.quoteVolume != null && $Object.hasOwnProperty.call(m, "quoteVolume")) {
                    d.quoteVolume = m.quoteVolume;
                }
                if (m.closed != null && $Object.hasOwnProperty.call(m, "closed")) {
                    d.closed = m.closed;
                }
                return d;
            };

            /**
             * Converts this Kline to JSON.
             * @function toJSON
             * @memberof desk.stream.Kline
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Kline.prototype.toJSON = function() {
                return Kline.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for Kline
             * @function getTypeUrl
             * @memberof desk.stream.Kline
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            Kline.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.Kline";
            };

            return Kline;
        })();

        stream.OrderUpdate = (function() {

            /**
             * Properties of an OrderUpdate.
             * @typedef {Object} desk.stream.OrderUpdate.$Properties
             * @property {number|null} [seq] OrderUpdate seq
             * @property {number|null} [accountId] OrderUpdate accountId
             * @property {number|null} [subaccountId] OrderUpdate subaccountId
             * @property {desk.orders.OrderData.$Properties|null} [order] OrderUpdate order
             * @property {number|null} [serverTime] OrderUpdate serverTime
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an OrderUpdate.
             * @memberof desk.stream
             * @interface IOrderUpdate
             * @augments desk.stream.OrderUpdate.$Properties
             * @deprecated Use desk.stream.OrderUpdate.$Properties instead.
             */

            /**
             * Shape of an OrderUpdate.
             * @typedef {desk.stream.OrderUpdate.$Properties} desk.stream.OrderUpdate.$Shape
             */

            /**
             * Constructs a new OrderUpdate.
             * @memberof desk.stream
             * @classdesc Represents an OrderUpdate.
             * @constructor
             * @param {desk.stream.OrderUpdate.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const OrderUpdate = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * OrderUpdate seq.
             * @member {number} seq
             * @memberof desk.stream.OrderUpdate
             * @instance
             */
            OrderUpdate.prototype.seq = 0;

            /**
             * OrderUpdate accountId.
             * @member {number} accountId
             * @memberof desk.stream.OrderUpdate
             * @instance
             */
            OrderUpdate.prototype.accountId = 0;

            /**
             * OrderUpdate subaccountId.
             * @member {number} subaccountId
             * @memberof desk.stream.OrderUpdate
             * @instance
             */
            OrderUpdate.prototype.subaccountId = 0;

            /**
             * OrderUpdate order.
             * @member {desk.orders.OrderData.$Properties|null|undefined} order
             * @memberof desk.stream.OrderUpdate
             * @instance
             */
            OrderUpdate.prototype.order = null;

            /**
             * OrderUpdate serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.OrderUpdate
             * @instance
             */
            OrderUpdate.prototype.serverTime = 0;

            /**
             * Creates a new OrderUpdate instance using the specified properties.
             * @function create
             * @memberof desk.stream.OrderUpdate
             * @static
             * @param {desk.stream.OrderUpdate.$Properties=} [properties] Properties to set
             * @returns {desk.stream.OrderUpdate} OrderUpdate instance
             * @type {{
             *   (properties: desk.stream.OrderUpdate.$Shape): desk.stream.OrderUpdate & desk.stream.OrderUpdate.$Shape;
             *   (properties?: desk.stream.OrderUpdate.$Properties): desk.stream.OrderUpdate;
             * }}
             */
            OrderUpdate.create = function(properties) {
                return new OrderUpdate(properties);
            };

            /**
             * Encodes the specified OrderUpdate message. Does not implicitly {@link desk.stream.OrderUpdate.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.OrderUpdate
             * @static
             * @param {desk.stream.OrderUpdate.$Properties} m OrderUpdate message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            OrderUpdate.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.seq);
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId") && !$Object.is(m.accountId, 0))
                    w.uint32(/* id 2, wireType 1 =*/17).double(m.accountId);
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId") && !$Object.is(m.subaccountId, 0))
                    w.uint32(/* id 3, wireType 1 =*/25).double(m.subaccountId);
                if (m.order != null && $Object.hasOwnProperty.call(m, "order"))
                    $root.desk.orders.OrderData.encode(m.order, w.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 5, wireType 1 =*/41).double(m.serverTime);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified OrderUpdate message, length delimited. Does not implicitly {@link desk.stream.OrderUpdate.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.OrderUpdate
             * @static
             * @param {desk.stream.OrderUpdate.$Properties} message OrderUpdate message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            OrderUpdate.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an OrderUpdate message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.OrderUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.OrderUpdate & desk.stream.OrderUpdate.$Shape} OrderUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            OrderUpdate.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.OrderUpdate();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
                            continue;
                        }
                    case 2: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.accountId = v;
                            else
                                delete m.accountId;
                            continue;
                        }
                    case 3: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.subaccountId = v;
                            else
                                delete m.subaccountId;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            m.order = $root.desk.orders.OrderData.decode(r, r.size(), $undefined, q + 1, m.order);
                            continue;
                        }
                    case 5: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
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
             * Decodes an OrderUpdate message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.OrderUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.OrderUpdate & desk.stream.OrderUpdate.$Shape} OrderUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            OrderUpdate.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an OrderUpdate message.
             * @function verify
             * @memberof desk.stream.OrderUpdate
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            OrderUpdate.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    if (typeof m.accountId !== "number")
                        return "accountId: number expected";
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    if (typeof m.subaccountId !== "number")
                        return "subaccountId: number expected";
                }
                if (m.order != null && $Object.hasOwnProperty.call(m, "order")) {
                    {
                        var e = $root.desk.orders.OrderData.verify(m.order, q + 1);
                        if (e)
                            return "order." + e;
                    }
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                return null;
            };

            /**
             * Creates an OrderUpdate message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.OrderUpdate
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.OrderUpdate} OrderUpdate
             */
            OrderUpdate.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.OrderUpdate)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.OrderUpdate: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.OrderUpdate();
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                if (d.accountId != null) {
                    if (!$Object.is($Number(d.accountId), 0)) {
                        m.accountId = $Number(d.accountId);
                    }
                }
                if (d.subaccountId != null) {
                    if (!$Object.is($Number(d.subaccountId), 0)) {
                        m.subaccountId = $Number(d.subaccountId);
                    }
                }
                if (d.order != null) {
                    if (!$util.isObject(d.order))
                        throw $TypeError(".desk.stream.OrderUpdate.order: object expected");
                    m.order = $root.desk.orders.OrderData.fromObject(d.order, q + 1);
                }
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an OrderUpdate message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.OrderUpdate
             * @static
             * @param {desk.stream.OrderUpdate} m OrderUpdate
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            OrderUpdate.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.seq = 0;
                    d.accountId = 0;
                    d.subaccountId = 0;
                    d.order = null;
                    d.serverTime = 0;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    d.accountId = o.json && !$isFinite(m.accountId) ? $String(m.accountId) : m.accountId;
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    d.subaccountId = o.json && !$isFinite(m.subaccountId) ? $String(m.subaccountId) : m.subaccountId;
                }
                if (m.order != null && $Object.hasOwnProperty.call(m, "order")) {
                    d.order = $root.desk.orders.OrderData.toObject(m.order, o, q + 1);
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                return d;
            };

            /**
             * Converts this OrderUpdate to JSON.
             * @function toJSON
             * @memberof desk.stream.OrderUpdate
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            OrderUpdate.prototype.toJSON = function() {
                return OrderUpdate.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for OrderUpdate
             * @function getTypeUrl
             * @memberof desk.stream.OrderUpdate
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            OrderUpdate.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.OrderUpdate";
            };

            return OrderUpdate;
        })();

        stream.FillUpdate = (function() {

            /**
             * Properties of a FillUpdate.
             * @typedef {Object} desk.stream.FillUpdate.$Properties
             * @property {number|null} [seq] FillUpdate seq
             * @property {number|null} [accountId] FillUpdate accountId
             * @property {number|null} [subaccountId] FillUpdate subaccountId
             * @property {string|null} [fillId] FillUpdate fillId
             * @property {string|null} [orderId] FillUpdate orderId
             * @property {string|null} [clientOrderId] FillUpdate clientOrderId
             * @property {string|null} [symbol] FillUpdate symbol
             * @property {string|null} [side] FillUpdate side
             * @property {string|null} [price] FillUpdate price
             * @property {string|null} [quantity] FillUpdate quantity
             * @property {string|null} [fee] FillUpdate fee
             * @property {string|null} [feeToken] FillUpdate feeToken
             * @property {string|null} [liquidity] FillUpdate liquidity
             * @property {string|null} [realizedPnl] FillUpdate realizedPnl
             * @property {number|null} [fillTime] FillUpdate fillTime
             * @property {boolean|null} [liquidation] FillUpdate liquidation
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a FillUpdate.
             * @memberof desk.stream
             * @interface IFillUpdate
             * @augments desk.stream.FillUpdate.$Properties
             * @deprecated Use desk.stream.FillUpdate.$Properties instead.
             */

            /**
             * Shape of a FillUpdate.
             * @typedef {desk.stream.FillUpdate.$Properties} desk.stream.FillUpdate.$Shape
             */

            /**
             * Constructs a new FillUpdate.
             * @memberof desk.stream
             * @classdesc Represents a FillUpdate.
             * @constructor
             * @param {desk.stream.FillUpdate.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const FillUpdate = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * FillUpdate seq.
             * @member {number} seq
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.seq = 0;

            /**
             * FillUpdate accountId.
             * @member {number} accountId
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.accountId = 0;

            /**
             * FillUpdate subaccountId.
             * @member {number} subaccountId
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.subaccountId = 0;

            /**
             * FillUpdate fillId.
             * @member {string} fillId
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.fillId = "";

            /**
             * FillUpdate orderId.
             * @member {string} orderId
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.orderId = "";

            /**
             * FillUpdate clientOrderId.
             * @member {string} clientOrderId
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.clientOrderId = "";

            /**
             * FillUpdate symbol.
             * @member {string} symbol
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.symbol = "";

            /**
             * FillUpdate side.
             * @member {string} side
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.side = "";

            /**
             * FillUpdate price.
             * @member {string} price
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.price = "";

            /**
             * FillUpdate quantity.
             * @member {string} quantity
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.quantity = "";

            /**
             * FillUpdate fee.
             * @member {string} fee
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.fee = "";

            /**
             * FillUpdate feeToken.
             * @member {string} feeToken
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.feeToken = "";

            /**
             * FillUpdate liquidity.
             * @member {string} liquidity
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.liquidity = "";

            /**
             * FillUpdate realizedPnl.
             * @member {string} realizedPnl
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.realizedPnl = "";

            /**
             * FillUpdate fillTime.
             * @member {number} fillTime
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.fillTime = 0;

            /**
             * FillUpdate liquidation.
             * @member {boolean} liquidation
             * @memberof desk.stream.FillUpdate
             * @instance
             */
            FillUpdate.prototype.liquidation = false;

            /**
             * Creates a new FillUpdate instance using the specified properties.
             * @function create
             * @memberof desk.stream.FillUpdate
             * @static
             * @param {desk.stream.FillUpdate.$Properties=} [properties] Properties to set
             * @returns {desk.stream.FillUpdate} FillUpdate instance
             * @type {{
             *   (properties: desk.stream.FillUpdate.$Shape): desk.stream.FillUpdate & desk.stream.FillUpdate.$Shape;
             *   (properties?: desk.stream.FillUpdate.$Properties): desk.stream.FillUpdate;
             * }}
             */
            FillUpdate.create = function(properties) {
                return new FillUpdate(properties);
            };

            /**
             * Encodes the specified FillUpdate message. Does not implicitly {@link desk.stream.FillUpdate.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.FillUpdate
             * @static
             * @param {desk.stream.FillUpdate.$Properties} m FillUpdate message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            FillUpdate.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.seq);
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId") && !$Object.is(m.accountId, 0))
                    w.uint32(/* id 2, wireType 1 =*/17).double(m.accountId);
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId") && !$Object.is(m.subaccountId, 0))
                    w.uint32(/* id 3, wireType 1 =*/25).double(m.subaccountId);
                if (m.fillId != null && $Object.hasOwnProperty.call(m, "fillId") && m.fillId !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.fillId);
                if (m.orderId != null && $Object.hasOwnProperty.call(m, "orderId") && m.orderId !== "")
                    w.uint32(/* id 5, wireType 2 =*/42).string(m.orderId);
                if (m.clientOrderId != null && $Object.hasOwnProperty.call(m, "clientOrderId") && m.clientOrderId !== "")
                    w.uint32(/* id 6, wireType 2 =*/50).string(m.clientOrderId);
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol") && m.symbol !== "")
                    w.uint32(/* id 7, wireType 2 =*/58).string(m.symbol);
                if (m.side != null && $Object.hasOwnProperty.call(m, "side") && m.side !== "")
                    w.uint32(/* id 8, wireType 2 =*/66).string(m.side);
                if (m.price != null && $Object.hasOwnProperty.call(m, "price") && m.price !== "")
                    w.uint32(/* id 9, wireType 2 =*/74).string(m.price);
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity") && m.quantity !== "")
                    w.uint32(/* id 10, wireType 2 =*/82).string(m.quantity);
                if (m.fee != null && $Object.hasOwnProperty.call(m, "fee") && m.fee !== "")
                    w.uint32(/* id 11, wireType 2 =*/90).string(m.fee);
                if (m.feeToken != null && $Object.hasOwnProperty.call(m, "feeToken") && m.feeToken !== "")
                    w.uint32(/* id 12, wireType 2 =*/98).string(m.feeToken);
                if (m.liquidity != null && $Object.hasOwnProperty.call(m, "liquidity") && m.liquidity !== "")
                    w.uint32(/* id 13, wireType 2 =*/106).string(m.liquidity);
                if (m.realizedPnl != null && $Object.hasOwnProperty.call(m, "realizedPnl") && m.realizedPnl !== "")
                    w.uint32(/* id 14, wireType 2 =*/114).string(m.realizedPnl);
                if (m.fillTime != null && $Object.hasOwnProperty.call(m, "fillTime") && !$Object.is(m.fillTime, 0))
                    w.uint32(/* id 15, wireType 1 =*/121).double(m.fillTime);
                if (m.liquidation != null && $Object.hasOwnProperty.call(m, "liquidation") && m.liquidation !== false)
                    w.uint32(/* id 16, wireType 0 =*/128).bool(m.liquidation);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified FillUpdate message, length delimited. Does not implicitly {@link desk.stream.FillUpdate.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.FillUpdate
             * @static
             * @param {desk.stream.FillUpdate.$Properties} message FillUpdate message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            FillUpdate.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a FillUpdate message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.FillUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.FillUpdate & desk.stream.FillUpdate.$Shape} FillUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            FillUpdate.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.FillUpdate();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
                            continue;
                        }
                    case 2: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.accountId = v;
                            else
                                delete m.accountId;
                            continue;
                        }
                    case 3: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.subaccountId = v;
                            else
                                delete m.subaccountId;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.fillId = v;
                            else
                                delete m.fillId;
                            continue;
                        }
                    case 5: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.orderId = v;
                            else
                                delete m.orderId;
                            continue;
                        }
                    case 6: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.clientOrderId = v;
                            else
                                delete m.clientOrderId;
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.symbol = v;
                            else
                                delete m.symbol;
                            continue;
                        }
                    case 8: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.side = v;
                            else
                                delete m.side;
                            continue;
                        }
                    case 9: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.price = v;
                            else
                                delete m.price;
                            continue;
                        }
                    case 10: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.quantity = v;
                            else
                                delete m.quantity;
                            continue;
                        }
                    case 11: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.fee = v;
                            else
                                delete m.fee;
                            continue;
                        }
                    case 12: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.feeToken = v;
                            else
                                delete m.feeToken;
                            continue;
                        }
                    case 13: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.liquidity = v;
                            else
                                delete m.liquidity;
                            continue;
                        }
                    case 14: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.realizedPnl = v;
                            else
                                delete m.realizedPnl;
                            continue;
                        }
                    case 15: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.fillTime = v;
                            else
                                delete m.fillTime;
                            continue;
                        }
                    case 16: {
                            if (u !== 0)
                                break;
                            if (v = r.bool())
                                m.liquidation = v;
                            else
                                delete m.liquidation;
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
             * Decodes a FillUpdate message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.FillUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.FillUpdate & desk.stream.FillUpdate.$Shape} FillUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            FillUpdate.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a FillUpdate message.
             * @function verify
             * @memberof desk.stream.FillUpdate
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            FillUpdate.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    if (typeof m.accountId !== "number")
                        return "accountId: number expected";
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    if (typeof m.subaccountId !== "number")
                        return "subaccountId: number expected";
                }
                if (m.fillId != null && $Object.hasOwnProperty.call(m, "fillId")) {
                    if (!$util.isString(m.fillId))
                        return "fillId: string expected";
                }
                if (m.orderId != null && $Object.hasOwnProperty.call(m, "orderId")) {
                    if (!$util.isString(m.orderId))
                        return "orderId: string expected";
                }
                if (m.clientOrderId != null && $Object.hasOwnProperty.call(m, "clientOrderId")) {
                    if (!$util.isString(m.clientOrderId))
                        return "clientOrderId: string expected";
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    if (!$util.isString(m.symbol))
                        return "symbol: string expected";
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    if (!$util.isString(m.side))
                        return "side: string expected";
                }
                if (m.price != null && $Object.hasOwnProperty.call(m, "price")) {
                    if (!$util.isString(m.price))
                        return "price: string expected";
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    if (!$util.isString(m.quantity))
                        return "quantity: string expected";
                }
                if (m.fee != null && $Object.hasOwnProperty.call(m, "fee")) {
                    if (!$util.isString(m.fee))
                        return "fee: string expected";
                }
                if (m.feeToken != null && $Object.hasOwnProperty.call(m, "feeToken")) {
                    if (!$util.isString(m.feeToken))
                        return "feeToken: string expected";
                }
                if (m.liquidity != null && $Object.hasOwnProperty.call(m, "liquidity")) {
                    if (!$util.isString(m.liquidity))
                        return "liquidity: string expected";
                }
                if (m.realizedPnl != null && $Object.hasOwnProperty.call(m, "realizedPnl")) {
                    if (!$util.isString(m.realizedPnl))
                        return "realizedPnl: string expected";
                }
                if (m.fillTime != null && $Object.hasOwnProperty.call(m, "fillTime")) {
                    if (typeof m.fillTime !== "number")
                        return "fillTime: number expected";
                }
                if (m.liquidation != null && $Object.hasOwnProperty.call(m, "liquidation")) {
                    if (typeof m.liquidation !== "boolean")
                        return "liquidation: boolean expected";
                }
                return null;
            };

            /**
             * Creates a FillUpdate message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.FillUpdate
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.FillUpdate} FillUpdate
             */
            FillUpdate.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.FillUpdate)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.FillUpdate: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.FillUpdate();
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                if (d.accountId != null) {
                    if (!$Object.is($Number(d.accountId), 0)) {
                        m.accountId = $Number(d.accountId);
                    }
                }
                if (d.subaccountId != null) {
                    if (!$Object.is($Number(d.subaccountId), 0)) {
                        m.subaccountId = $Number(d.subaccountId);
                    }
                }
                if (d.fillId != null) {
                    if (typeof d.fillId !== "string" || d.fillId.length) {
                        m.fillId = $String(d.fillId);
                    }
                }
                if (d.orderId != null) {
                    if (typeof d.orderId !== "string" || d.orderId.length) {
                        m.orderId = $String(d.orderId);
                    }
                }
                if (d.clientOrderId != null) {
                    if (typeof d.clientOrderId !== "string" || d.clientOrderId.length) {
                        m.clientOrderId = $String(d.clientOrderId);
                    }
                }
                if (d.symbol != null) {
                    if (typeof d.symbol !== "string" || d.symbol.length) {
                        m.symbol = $String(d.symbol);
                    }
                }
                if (d.side != null) {
                    if (typeof d.side !== "string" || d.side.length) {
                        m.side = $String(d.side);
                    }
                }
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
                if (d.fee != null) {
                    if (typeof d.fee !== "string" || d.fee.length) {
                        m.fee = $String(d.fee);
                    }
                }
                if (d.feeToken != null) {
                    if (typeof d.feeToken !== "string" || d.feeToken.length) {
                        m.feeToken = $String(d.feeToken);
                    }
                }
                if (d.liquidity != null) {
                    if (typeof d.liquidity !== "string" || d.liquidity.length) {
                        m.liquidity = $String(d.liquidity);
                    }
                }
                if (d.realizedPnl != null) {
                    if (typeof d.realizedPnl !== "string" || d.realizedPnl.length) {
                        m.realizedPnl = $String(d.realizedPnl);
                    }
                }
                if (d.fillTime != null) {
                    if (!$Object.is($Number(d.fillTime), 0)) {
                        m.fillTime = $Number(d.fillTime);
                    }
                }
                if (d.liquidation != null) {
                    if (d.liquidation) {
                        m.liquidation = $Boolean(d.liquidation);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a FillUpdate message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.FillUpdate
             * @static
             * @param {desk.stream.FillUpdate} m FillUpdate
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            FillUpdate.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.seq = 0;
                    d.accountId = 0;
                    d.subaccountId = 0;
                    d.fillId = "";
                    d.orderId = "";
                    d.clientOrderId = "";
                    d.symbol = "";
                    d.side = "";
                    d.price = "";
                    d.quantity = "";
                    d.fee = "";
                    d.feeToken = "";
                    d.liquidity = "";
                    d.realizedPnl = "";
                    d.fillTime = 0;
                    d.liquidation = false;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    d.accountId = o.json && !$isFinite(m.accountId) ? $String(m.accountId) : m.accountId;
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    d.subaccountId = o.json && !$isFinite(m.subaccountId) ? $String(m.subaccountId) : m.subaccountId;
                }
                if (m.fillId != null && $Object.hasOwnProperty.call(m, "fillId")) {
                    d.fillId = m.fillId;
                }
                if (m.orderId != null && $Object.hasOwnProperty.call(m, "orderId")) {
                    d.orderId = m.orderId;
                }
                if (m.clientOrderId != null && $Object.hasOwnProperty.call(m, "clientOrderId")) {
                    d.clientOrderId = m.clientOrderId;
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    d.symbol = m.symbol;
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    d.side = m.side;
                }
                if (m.price != null && $Object.hasOwnProperty.call(m, "price")) {
                    d.price = m.price;
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    d.quantity = m.quantity;
                }
                if (m.fee != null && $Object.hasOwnProperty.call(m, "fee")) {
                    d.fee = m.fee;
                }
                if (m.feeToken != null && $Object.hasOwnProperty.call(m, "feeToken")) {
                    d.feeToken = m.feeToken;
                }
                if (m.liquidity != null && $Object.hasOwnProperty.call(m, "liquidity")) {
                    d.liquidity = m.liquidity;
                }
                if (m.realizedPnl != null && $Object.hasOwnProperty.call(m, "realizedPnl")) {
                    d.realizedPnl = m.realizedPnl;
                }
                if (m.fillTime != null && $Object.hasOwnProperty.call(m, "fillTime")) {
                    d.fillTime = o.json && !$isFinite(m.fillTime) ? $String(m.fillTime) : m.fillTime;
                }
                if (m.liquidation != null && $Object.hasOwnProperty.call(m, "liquidation")) {
                    d.liquidation = m.liquidation;
                }
                return d;
            };

            /**
             * Converts this FillUpdate to JSON.
             * @function toJSON
             * @memberof desk.stream.FillUpdate
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            FillUpdate.prototype.toJSON = function() {
                return FillUpdate.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for FillUpdate
             * @function getTypeUrl
             * @memberof desk.stream.FillUpdate
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            FillUpdate.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.FillUpdate";
            };

            return FillUpdate;
        })();

        stream.BalanceUpdate = (function() {

            /**
             * Properties of a BalanceUpdate.
             * @typedef {Object} desk.stream.BalanceUpdate.$Properties
             * @property {number|null} [seq] BalanceUpdate seq
             * @property {number|null} [accountId] BalanceUpdate accountId
             * @property {number|null} [subaccountId] BalanceUpdate subaccountId
             * @property {string|null} [token] BalanceUpdate token
             * @property {string|null} [total] BalanceUpdate total
             * @property {string|null} [available] BalanceUpdate available
             * @property {string|null} [locked] BalanceUpdate locked
             * @property {number|null} [serverTime] BalanceUpdate serverTime
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a BalanceUpdate.
             * @memberof desk.stream
             * @interface IBalanceUpdate
             * @augments desk.stream.BalanceUpdate.$Properties
             * @deprecated Use desk.stream.BalanceUpdate.$Properties instead.
             */

            /**
             * Shape of a BalanceUpdate.
             * @typedef {desk.stream.BalanceUpdate.$Properties} desk.stream.BalanceUpdate.$Shape
             */

            /**
             * Constructs a new BalanceUpdate.
             * @memberof desk.stream
             * @classdesc Represents a BalanceUpdate.
             * @constructor
             * @param {desk.stream.BalanceUpdate.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const BalanceUpdate = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * BalanceUpdate seq.
             * @member {number} seq
             * @memberof desk.stream.BalanceUpdate
             * @instance
             */
            BalanceUpdate.prototype.seq = 0;

            /**
             * BalanceUpdate accountId.
             * @member {number} accountId
             * @memberof desk.stream.BalanceUpdate
             * @instance
             */
            BalanceUpdate.prototype.accountId = 0;

            /**
             * BalanceUpdate subaccountId.
             * @member {number} subaccountId
             * @memberof desk.stream.BalanceUpdate
             * @instance
             */
            BalanceUpdate.prototype.subaccountId = 0;

            /**
             * BalanceUpdate token.
             * @member {string} token
             * @memberof desk.stream.BalanceUpdate
             * @instance
             */
            BalanceUpdate.prototype.token = "";

            /**
             * BalanceUpdate total.
             * @member {string} total
             * @memberof desk.stream.BalanceUpdate
             * @instance
             */
            BalanceUpdate.prototype.total = "";

            /**
             * BalanceUpdate available.
             * @member {string} available
             * @memberof desk.stream.BalanceUpdate
             * @instance
             */
            BalanceUpdate.prototype.available = "";

            /**
             * BalanceUpdate locked.
             * @member {string} locked
             * @memberof desk.stream.BalanceUpdate
             * @instance
             */
            BalanceUpdate.prototype.locked = "";

            /**
             * BalanceUpdate serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.BalanceUpdate
             * @instance
             */
            BalanceUpdate.prototype.serverTime = 0;

            /**
             * Creates a new BalanceUpdate instance using the specified properties.
             * @function create
             * @memberof desk.stream.BalanceUpdate
             * @static
             * @param {desk.stream.BalanceUpdate.$Properties=} [properties] Properties to set
             * @returns {desk.stream.BalanceUpdate} BalanceUpdate instance
             * @type {{
             *   (properties: desk.stream.BalanceUpdate.$Shape): desk.stream.BalanceUpdate & desk.stream.BalanceUpdate.$Shape;
             *   (properties?: desk.stream.BalanceUpdate.$Properties): desk.stream.BalanceUpdate;
             * }}
             */
            BalanceUpdate.create = function(properties) {
                return new BalanceUpdate(properties);
            };

            /**
             * Encodes the specified BalanceUpdate message. Does not implicitly {@link desk.stream.BalanceUpdate.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.BalanceUpdate
             * @static
             * @param {desk.stream.BalanceUpdate.$Properties} m BalanceUpdate message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            BalanceUpdate.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.seq);
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId") && !$Object.is(m.accountId, 0))
                    w.uint32(/* id 2, wireType 1 =*/17).double(m.accountId);
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId") && !$Object.is(m.subaccountId, 0))
                    w.uint32(/* id 3, wireType 1 =*/25).double(m.subaccountId);
                if (m.token != null && $Object.hasOwnProperty.call(m, "token") && m.token !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.token);
                if (m.total != null && $Object.hasOwnProperty.call(m, "total") && m.total !== "")
                    w.uint32(/* id 5, wireType 2 =*/42).string(m.total);
                if (m.available != null && $Object.hasOwnProperty.call(m, "available") && m.available !== "")
                    w.uint32(/* id 6, wireType 2 =*/50).string(m.available);
                if (m.locked != null && $Object.hasOwnProperty.call(m, "locked") && m.locked !== "")
                    w.uint32(/* id 7, wireType 2 =*/58).string(m.locked);
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 8, wireType 1 =*/65).double(m.serverTime);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified BalanceUpdate message, length delimited. Does not implicitly {@link desk.stream.BalanceUpdate.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.BalanceUpdate
             * @static
             * @param {desk.stream.BalanceUpdate.$Properties} message BalanceUpdate message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            BalanceUpdate.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a BalanceUpdate message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.BalanceUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.BalanceUpdate & desk.stream.BalanceUpdate.$Shape} BalanceUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            BalanceUpdate.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.BalanceUpdate();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
                            continue;
                        }
                    case 2: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.accountId = v;
                            else
                                delete m.accountId;
                            continue;
                        }
                    case 3: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.subaccountId = v;
                            else
                                delete m.subaccountId;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.token = v;
                            else
                                delete m.token;
                            continue;
                        }
                    case 5: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.total = v;
                            else
                                delete m.total;
                            continue;
                        }
                    case 6: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.available = v;
                            else
                                delete m.available;
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.locked = v;
                            else
                                delete m.locked;
                            continue;
                        }
                    case 8: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
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
             * Decodes a BalanceUpdate message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.BalanceUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.BalanceUpdate & desk.stream.BalanceUpdate.$Shape} BalanceUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            BalanceUpdate.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a BalanceUpdate message.
             * @function verify
             * @memberof desk.stream.BalanceUpdate
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            BalanceUpdate.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    if (typeof m.accountId !== "number")
                        return "accountId: number expected";
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    if (typeof m.subaccountId !== "number")
                        return "subaccountId: number expected";
                }
                if (m.token != null && $Object.hasOwnProperty.call(m, "token")) {
                    if (!$util.isString(m.token))
                        return "token: string expected";
                }
                if (m.total != null && $Object.hasOwnProperty.call(m, "total")) {
                    if (!$util.isString(m.total))
                        return "total: string expected";
                }
                if (m.available != null && $Object.hasOwnProperty.call(m, "available")) {
                    if (!$util.isString(m.available))
                        return "available: string expected";
                }
                if (m.locked != null && $Object.hasOwnProperty.call(m, "locked")) {
                    if (!$util.isString(m.locked))
                        return "locked: string expected";
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                return null;
            };

            /**
             * Creates a BalanceUpdate message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.BalanceUpdate
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.BalanceUpdate} BalanceUpdate
             */
            BalanceUpdate.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.BalanceUpdate)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.BalanceUpdate: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.BalanceUpdate();
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                if (d.accountId != null) {
                    if (!$Object.is($Number(d.accountId), 0)) {
                        m.accountId = $Number(d.accountId);
                    }
                }
                if (d.subaccountId != null) {
                    if (!$Object.is($Number(d.subaccountId), 0)) {
                        m.subaccountId = $Number(d.subaccountId);
                    }
                }
                if (d.token != null) {
                    if (typeof d.token !== "string" || d.token.length) {
                        m.token = $String(d.token);
                    }
                }
                if (d.total != null) {
                    if (typeof d.total !== "string" || d.total.length) {
                        m.total = $String(d.total);
                    }
                }
                if (d.available != null) {
                    if (typeof d.available !== "string" || d.available.length) {
                        m.available = $String(d.available);
                    }
                }
                if (d.locked != null) {
                    if (typeof d.locked !== "string" || d.locked.length) {
                        m.locked = $String(d.locked);
                    }
                }
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a BalanceUpdate message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.BalanceUpdate
             * @static
             * @param {desk.stream.BalanceUpdate} m BalanceUpdate
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            BalanceUpdate.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.seq = 0;
                    d.accountId = 0;
                    d.subaccountId = 0;
                    d.token = "";
                    d.total = "";
                    d.available = "";
                    d.locked = "";
                    d.serverTime = 0;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    d.accountId = o.json && !$isFinite(m.accountId) ? $String(m.accountId) : m.accountId;
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    d.subaccountId = o.json && !$isFinite(m.subaccountId) ? $String(m.subaccountId) : m.subaccountId;
                }
                if (m.token != null && $Object.hasOwnProperty.call(m, "token")) {
                    d.token = m.token;
                }
                if (m.total != null && $Object.hasOwnProperty.call(m, "total")) {
                    d.total = m.total;
                }
                if (m.available != null && $Object.hasOwnProperty.call(m, "available")) {
                    d.available = m.available;
                }
                if (m.locked != null && $Object.hasOwnProperty.call(m, "locked")) {
                    d.locked = m.locked;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                return d;
            };

            /**
             * Converts this BalanceUpdate to JSON.
             * @function toJSON
             * @memberof desk.stream.BalanceUpdate
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            BalanceUpdate.prototype.toJSON = function() {
                return BalanceUpdate.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for BalanceUpdate
             * @function getTypeUrl
             * @memberof desk.stream.BalanceUpdate
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            BalanceUpdate.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.BalanceUpdate";
            };

            return BalanceUpdate;
        })();

        stream.PositionUpdate = (function() {

            /**
             * Properties of a PositionUpdate.
             * @typedef {Object} desk.stream.PositionUpdate.$Properties
             * @property {number|null} [seq] PositionUpdate seq
             * @property {number|null} [accountId] PositionUpdate accountId
             * @property {number|null} [subaccountId] PositionUpdate subaccountId
             * @property {string|null} [symbol] PositionUpdate symbol
             * @property {string|null} [side] PositionUpdate side
             * @property {string|null} [size] PositionUpdate size
             * @property {string|null} [entryPrice] PositionUpdate entryPrice
             * @property {string|null} [markPrice] PositionUpdate markPrice
             * @property {string|null} [unrealisedPnl] PositionUpdate unrealisedPnl
             * @property {string|null} [margin] PositionUpdate margin
             * @property {string|null} [liquidationPrice] PositionUpdate liquidationPrice
             * @property {string|null} [leverage] PositionUpdate leverage
             * @property {string|null} [marginMode] PositionUpdate marginMode
             * @property {string|null} [positionSide] PositionUpdate positionSide
             * @property {string|null} [realizedPnl] PositionUpdate realizedPnl
             * @property {number|null} [serverTime] PositionUpdate serverTime
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a PositionUpdate.
             * @memberof desk.stream
             * @interface IPositionUpdate
             * @augments desk.stream.PositionUpdate.$Properties
             * @deprecated Use desk.stream.PositionUpdate.$Properties instead.
             */

            /**
             * Shape of a PositionUpdate.
             * @typedef {desk.stream.PositionUpdate.$Properties} desk.stream.PositionUpdate.$Shape
             */

            /**
             * Constructs a new PositionUpdate.
             * @memberof desk.stream
             * @classdesc Represents a PositionUpdate.
             * @constructor
             * @param {desk.stream.PositionUpdate.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const PositionUpdate = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * PositionUpdate seq.
             * @member {number} seq
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.seq = 0;

            /**
             * PositionUpdate accountId.
             * @member {number} accountId
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.accountId = 0;

            /**
             * PositionUpdate subaccountId.
             * @member {number} subaccountId
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.subaccountId = 0;

            /**
             * PositionUpdate symbol.
             * @member {string} symbol
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.symbol = "";

            /**
             * PositionUpdate side.
             * @member {string} side
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.side = "";

            /**
             * PositionUpdate size.
             * @member {string} size
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.size = "";

            /**
             * PositionUpdate entryPrice.
             * @member {string} entryPrice
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.entryPrice = "";

            /**
             * PositionUpdate markPrice.
             * @member {string} markPrice
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.markPrice = "";

            /**
             * PositionUpdate unrealisedPnl.
             * @member {string} unrealisedPnl
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.unrealisedPnl = "";

            /**
             * PositionUpdate margin.
             * @member {string} margin
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.margin = "";

            /**
             * PositionUpdate liquidationPrice.
             * @member {string} liquidationPrice
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.liquidationPrice = "";

            /**
             * PositionUpdate leverage.
             * @member {string} leverage
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.leverage = "";

            /**
             * PositionUpdate marginMode.
             * @member {string} marginMode
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.marginMode = "";

            /**
             * PositionUpdate positionSide.
             * @member {string} positionSide
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.positionSide = "";

            /**
             * PositionUpdate realizedPnl.
             * @member {string} realizedPnl
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.realizedPnl = "";

            /**
             * PositionUpdate serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.PositionUpdate
             * @instance
             */
            PositionUpdate.prototype.serverTime = 0;

            /**
             * Creates a new PositionUpdate instance using the specified properties.
             * @function create
             * @memberof desk.stream.PositionUpdate
             * @static
             * @param {desk.stream.PositionUpdate.$Properties=} [properties] Properties to set
             * @returns {desk.stream.PositionUpdate} PositionUpdate instance
             * @type {{
             *   (properties: desk.stream.PositionUpdate.$Shape): desk.stream.PositionUpdate & desk.stream.PositionUpdate.$Shape;
             *   (properties?: desk.stream.PositionUpdate.$Properties): desk.stream.PositionUpdate;
             * }}
             */
            PositionUpdate.create = function(properties) {
                return new PositionUpdate(properties);
            };

            /**
             * Encodes the specified PositionUpdate message. Does not implicitly {@link desk.stream.PositionUpdate.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.PositionUpdate
             * @static
             * @param {desk.stream.PositionUpdate.$Properties} m PositionUpdate message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            PositionUpdate.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.seq);
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId") && !$Object.is(m.accountId, 0))
                    w.uint32(/* id 2, wireType 1 =*/17).double(m.accountId);
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId") && !$Object.is(m.subaccountId, 0))
                    w.uint32(/* id 3, wireType 1 =*/25).double(m.subaccountId);
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol") && m.symbol !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.symbol);
                if (m.side != null && $Object.hasOwnProperty.call(m, "side") && m.side !== "")
                    w.uint32(/* id 5, wireType 2 =*/42).string(m.side);
                if (m.size != null && $Object.hasOwnProperty.call(m, "size") && m.size !== "")
                    w.uint32(/* id 6, wireType 2 =*/50).string(m.size);
                if (m.entryPrice != null && $Object.hasOwnProperty.call(m, "entryPrice") && m.entryPrice !== "")
                    w.uint32(/* id 7, wireType 2 =*/58).string(m.entryPrice);
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice") && m.markPrice !== "")
                    w.uint32(/* id 8, wireType 2 =*/66).string(m.markPrice);
                if (m.unrealisedPnl != null && $Object.hasOwnProperty.call(m, "unrealisedPnl") && m.unrealisedPnl !== "")
                    w.uint32(/* id 9, wireType 2 =*/74).string(m.unrealisedPnl);
                if (m.margin != null && $Object.hasOwnProperty.call(m, "margin") && m.margin !== "")
                    w.uint32(/* id 10, wireType 2 =*/82).string(m.margin);
                if (m.liquidationPrice != null && $Object.hasOwnProperty.call(m, "liquidationPrice") && m.liquidationPrice !== "")
                    w.uint32(/* id 11, wireType 2 =*/90).string(m.liquidationPrice);
                if (m.leverage != null && $Object.hasOwnProperty.call(m, "leverage") && m.leverage !== "")
                    w.uint32(/* id 12, wireType 2 =*/98).string(m.leverage);
                if (m.marginMode != null && $Object.hasOwnProperty.call(m, "marginMode") && m.marginMode !== "")
                    w.uint32(/* id 13, wireType 2 =*/106).string(m.marginMode);
                if (m.positionSide != null && $Object.hasOwnProperty.call(m, "positionSide") && m.positionSide !== "")
                    w.uint32(/* id 14, wireType 2 =*/114).string(m.positionSide);
                if (m.realizedPnl != null && $Object.hasOwnProperty.call(m, "realizedPnl") && m.realizedPnl !== "")
                    w.uint32(/* id 15, wireType 2 =*/122).string(m.realizedPnl);
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 16, wireType 1 =*/129).double(m.serverTime);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified PositionUpdate message, length delimited. Does not implicitly {@link desk.stream.PositionUpdate.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.PositionUpdate
             * @static
             * @param {desk.stream.PositionUpdate.$Properties} message PositionUpdate message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            PositionUpdate.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a PositionUpdate message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.PositionUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.PositionUpdate & desk.stream.PositionUpdate.$Shape} PositionUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            PositionUpdate.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.PositionUpdate();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
                            continue;
                        }
                    case 2: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.accountId = v;
                            else
                                delete m.accountId;
                            continue;
                        }
                    case 3: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.subaccountId = v;
                            else
                                delete m.subaccountId;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.symbol = v;
                            else
                                delete m.symbol;
                            continue;
                        }
                    case 5: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.side = v;
                            else
                                delete m.side;
                            continue;
                        }
                    case 6: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.size = v;
                            else
                                delete m.size;
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.entryPrice = v;
                            else
                                delete m.entryPrice;
                            continue;
                        }
                    case 8: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.markPrice = v;
                            else
                                delete m.markPrice;
                            continue;
                        }
                    case 9: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.unrealisedPnl = v;
                            else
                                delete m.unrealisedPnl;
                            continue;
                        }
                    case 10: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.margin = v;
                            else
                                delete m.margin;
                            continue;
                        }
                    case 11: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.liquidationPrice = v;
                            else
                                delete m.liquidationPrice;
                            continue;
                        }
                    case 12: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.leverage = v;
                            else
                                delete m.leverage;
                            continue;
                        }
                    case 13: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.marginMode = v;
                            else
                                delete m.marginMode;
                            continue;
                        }
                    case 14: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.positionSide = v;
                            else
                                delete m.positionSide;
                            continue;
                        }
                    case 15: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.realizedPnl = v;
                            else
                                delete m.realizedPnl;
                            continue;
                        }
                    case 16: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
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
             * Decodes a PositionUpdate message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.PositionUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.PositionUpdate & desk.stream.PositionUpdate.$Shape} PositionUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            PositionUpdate.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a PositionUpdate message.
             * @function verify
             * @memberof desk.stream.PositionUpdate
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            PositionUpdate.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    if (typeof m.accountId !== "number")
                        return "accountId: number expected";
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    if (typeof m.subaccountId !== "number")
                        return "subaccountId: number expected";
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    if (!$util.isString(m.symbol))
                        return "symbol: string expected";
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    if (!$util.isString(m.side))
                        return "side: string expected";
                }
                if (m.size != null && $Object.hasOwnProperty.call(m, "size")) {
                    if (!$util.isString(m.size))
                        return "size: string expected";
                }
                if (m.entryPrice != null && $Object.hasOwnProperty.call(m, "entryPrice")) {
                    if (!$util.isString(m.entryPrice))
                        return "entryPrice: string expected";
                }
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice")) {
                    if (!$util.isString(m.markPrice))
                        return "markPrice: string expected";
                }
                if (m.unrealisedPnl != null && $Object.hasOwnProperty.call(m, "unrealisedPnl")) {
                    if (!$util.isString(m.unrealisedPnl))
                        return "unrealisedPnl: string expected";
                }
                if (m.margin != null && $Object.hasOwnProperty.call(m, "margin")) {
                    if (!$util.isString(m.margin))
                        return "margin: string expected";
                }
                if (m.liquidationPrice != null && $Object.hasOwnProperty.call(m, "liquidationPrice")) {
                    if (!$util.isString(m.liquidationPrice))
                        return "liquidationPrice: string expected";
                }
                if (m.leverage != null && $Object.hasOwnProperty.call(m, "leverage")) {
                    if (!$util.isString(m.leverage))
                        return "leverage: string expected";
                }
                if (m.marginMode != null && $Object.hasOwnProperty.call(m, "marginMode")) {
                    if (!$util.isString(m.marginMode))
                        return "marginMode: string expected";
                }
                if (m.positionSide != null && $Object.hasOwnProperty.call(m, "positionSide")) {
                    if (!$util.isString(m.positionSide))
                        return "positionSide: string expected";
                }
                if (m.realizedPnl != null && $Object.hasOwnProperty.call(m, "realizedPnl")) {
                    if (!$util.isString(m.realizedPnl))
                        return "realizedPnl: string expected";
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                return null;
            };

            /**
             * Creates a PositionUpdate message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.PositionUpdate
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.PositionUpdate} PositionUpdate
             */
            PositionUpdate.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.PositionUpdate)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.PositionUpdate: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.PositionUpdate();
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                if (d.accountId != null) {
                    if (!$Object.is($Number(d.accountId), 0)) {
                        m.accountId = $Number(d.accountId);
                    }
                }
                if (d.subaccountId != null) {
                    if (!$Object.is($Number(d.subaccountId), 0)) {
                        m.subaccountId = $Number(d.subaccountId);
                    }
                }
                if (d.symbol != null) {
                    if (typeof d.symbol !== "string" || d.symbol.length) {
                        m.symbol = $String(d.symbol);
                    }
                }
                if (d.side != null) {
                    if (typeof d.side !== "string" || d.side.length) {
                        m.side = $String(d.side);
                    }
                }
                if (d.size != null) {
                    if (typeof d.size !== "string" || d.size.length) {
                        m.size = $String(d.size);
                    }
                }
                if (d.entryPrice != null) {
                    if (typeof d.entryPrice !== "string" || d.entryPrice.length) {
                        m.entryPrice = $String(d.entryPrice);
                    }
                }
                if (d.markPrice != null) {
                    if (typeof d.markPrice !== "string" || d.markPrice.length) {
                        m.markPrice = $String(d.markPrice);
                    }
                }
                if (d.unrealisedPnl != null) {
                    if (typeof d.unrealisedPnl !== "string" || d.unrealisedPnl.length) {
                        m.unrealisedPnl = $String(d.unrealisedPnl);
                    }
                }
                if (d.margin != null) {
                    if (typeof d.margin !== "string" || d.margin.length) {
                        m.margin = $String(d.margin);
                    }
                }
                if (d.liquidationPrice != null) {
                    if (typeof d.liquidationPrice !== "string" || d.liquidationPrice.length) {
                        m.liquidationPrice = $String(d.liquidationPrice);
                    }
                }
                if (d.leverage != null) {
                    if (typeof d.leverage !== "string" || d.leverage.length) {
                        m.leverage = $String(d.leverage);
                    }
                }
                if (d.marginMode != null) {
                    if (typeof d.marginMode !== "string" || d.marginMode.length) {
                        m.marginMode = $String(d.marginMode);
                    }
                }
                if (d.positionSide != null) {
                    if (typeof d.positionSide !== "string" || d.positionSide.length) {
                        m.positionSide = $String(d.positionSide);
                    }
                }
                if (d.realizedPnl != null) {
                    if (typeof d.realizedPnl !== "string" || d.realizedPnl.length) {
                        m.realizedPnl = $String(d.realizedPnl);
                    }
                }
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a PositionUpdate message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.PositionUpdate
             * @static
             * @param {desk.stream.PositionUpdate} m PositionUpdate
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            PositionUpdate.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.seq = 0;
                    d.accountId = 0;
                    d.subaccountId = 0;
                    d.symbol = "";
                    d.side = "";
                    d.size = "";
                    d.entryPrice = "";
                    d.markPrice = "";
                    d.unrealisedPnl = "";
                    d.margin = "";
                    d.liquidationPrice = "";
                    d.leverage = "";
                    d.marginMode = "";
                    d.positionSide = "";
                    d.realizedPnl = "";
                    d.serverTime = 0;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    d.accountId = o.json && !$isFinite(m.accountId) ? $String(m.accountId) : m.accountId;
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    d.subaccountId = o.json && !$isFinite(m.subaccountId) ? $String(m.subaccountId) : m.subaccountId;
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    d.symbol = m.symbol;
                }
                if (m.side != null && $Object.hasOwnProperty.call(m, "side")) {
                    d.side = m.side;
                }
                if (m.size != null && $Object.hasOwnProperty.call(m, "size")) {
                    d.size = m.size;
                }
                if (m.entryPrice != null && $Object.hasOwnProperty.call(m, "entryPrice")) {
                    d.entryPrice = m.entryPrice;
                }
                if (m.markPrice != null && $Object.hasOwnProperty.call(m, "markPrice")) {
                    d.markPrice = m.markPrice;
                }
                if (m.unrealisedPnl != null && $Object.hasOwnProperty.call(m, "unrealisedPnl")) {
                    d.unrealisedPnl = m.unrealisedPnl;
                }
                if (m.margin != null && $Object.hasOwnProperty.call(m, "margin")) {
                    d.margin = m.margin;
                }
                if (m.liquidationPrice != null && $Object.hasOwnProperty.call(m, "liquidationPrice")) {
                    d.liquidationPrice = m.liquidationPrice;
                }
                if (m.leverage != null && $Object.hasOwnProperty.call(m, "leverage")) {
                    d.leverage = m.leverage;
                }
                if (m.marginMode != null && $Object.hasOwnProperty.call(m, "marginMode")) {
                    d.marginMode = m.marginMode;
                }
                if (m.positionSide != null && $Object.hasOwnProperty.call(m, "positionSide")) {
                    d.positionSide = m.positionSide;
                }
                if (m.realizedPnl != null && $Object.hasOwnProperty.call(m, "realizedPnl")) {
                    d.realizedPnl = m.realizedPnl;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                return d;
            };

            /**
             * Converts this PositionUpdate to JSON.
             * @function toJSON
             * @memberof desk.stream.PositionUpdate
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            PositionUpdate.prototype.toJSON = function() {
                return PositionUpdate.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for PositionUpdate
             * @function getTypeUrl
             * @memberof desk.stream.PositionUpdate
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            PositionUpdate.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.PositionUpdate";
            };

            return PositionUpdate;
        })();

        stream.RiskUpdate = (function() {

            /**
             * Properties of a RiskUpdate.
             * @typedef {Object} desk.stream.RiskUpdate.$Properties
             * @property {number|null} [seq] RiskUpdate seq
             * @property {number|null} [accountId] RiskUpdate accountId
             * @property {number|null} [subaccountId] RiskUpdate subaccountId
             * @property {string|null} [collateralToken] RiskUpdate collateralToken
             * @property {string|null} [riskMeter] RiskUpdate riskMeter
             * @property {string|null} [marginRatio] RiskUpdate marginRatio
             * @property {string|null} [maintenanceMargin] RiskUpdate maintenanceMargin
             * @property {string|null} [marginBalance] RiskUpdate marginBalance
             * @property {string|null} [unrealisedPnl] RiskUpdate unrealisedPnl
             * @property {string|null} [maxWithdraw] RiskUpdate maxWithdraw
             * @property {string|null} [totalEquity] RiskUpdate totalEquity
             * @property {string|null} [initialMargin] RiskUpdate initialMargin
             * @property {string|null} [adjustedEquity] RiskUpdate adjustedEquity
             * @property {string|null} [positionValue] RiskUpdate positionValue
             * @property {string|null} [frozenEquity] RiskUpdate frozenEquity
             * @property {string|null} [leverage] RiskUpdate leverage
             * @property {number|null} [serverTime] RiskUpdate serverTime
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a RiskUpdate.
             * @memberof desk.stream
             * @interface IRiskUpdate
             * @augments desk.stream.RiskUpdate.$Properties
             * @deprecated Use desk.stream.RiskUpdate.$Properties instead.
             */

            /**
             * Shape of a RiskUpdate.
             * @typedef {desk.stream.RiskUpdate.$Properties} desk.stream.RiskUpdate.$Shape
             */

            /**
             * Constructs a new RiskUpdate.
             * @memberof desk.stream
             * @classdesc Represents a RiskUpdate.
             * @constructor
             * @param {desk.stream.RiskUpdate.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const RiskUpdate = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * RiskUpdate seq.
             * @member {number} seq
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.seq = 0;

            /**
             * RiskUpdate accountId.
             * @member {number} accountId
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.accountId = 0;

            /**
             * RiskUpdate subaccountId.
             * @member {number} subaccountId
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.subaccountId = 0;

            /**
             * RiskUpdate collateralToken.
             * @member {string} collateralToken
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.collateralToken = "";

            /**
             * RiskUpdate riskMeter.
             * @member {string} riskMeter
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.riskMeter = "";

            /**
             * RiskUpdate marginRatio.
             * @member {string} marginRatio
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.marginRatio = "";

            /**
             * RiskUpdate maintenanceMargin.
             * @member {string} maintenanceMargin
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.maintenanceMargin = "";

            /**
             * RiskUpdate marginBalance.
             * @member {string} marginBalance
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.marginBalance = "";

            /**
             * RiskUpdate unrealisedPnl.
             * @member {string} unrealisedPnl
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.unrealisedPnl = "";

            /**
             * RiskUpdate maxWithdraw.
             * @member {string} maxWithdraw
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.maxWithdraw = "";

            /**
             * RiskUpdate totalEquity.
             * @member {string} totalEquity
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.totalEquity = "";

            /**
             * RiskUpdate initialMargin.
             * @member {string} initialMargin
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.initialMargin = "";

            /**
             * RiskUpdate adjustedEquity.
             * @member {string} adjustedEquity
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.adjustedEquity = "";

            /**
             * RiskUpdate positionValue.
             * @member {string} positionValue
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.positionValue = "";

            /**
             * RiskUpdate frozenEquity.
             * @member {string} frozenEquity
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.frozenEquity = "";

            /**
             * RiskUpdate leverage.
             * @member {string} leverage
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.leverage = "";

            /**
             * RiskUpdate serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.RiskUpdate
             * @instance
             */
            RiskUpdate.prototype.serverTime = 0;

            /**
             * Creates a new RiskUpdate instance using the specified properties.
             * @function create
             * @memberof desk.stream.RiskUpdate
             * @static
             * @param {desk.stream.RiskUpdate.$Properties=} [properties] Properties to set
             * @returns {desk.stream.RiskUpdate} RiskUpdate instance
             * @type {{
             *   (properties: desk.stream.RiskUpdate.$Shape): desk.stream.RiskUpdate & desk.stream.RiskUpdate.$Shape;
             *   (properties?: desk.stream.RiskUpdate.$Properties): desk.stream.RiskUpdate;
             * }}
             */
            RiskUpdate.create = function(properties) {
                return new RiskUpdate(properties);
            };

            /**
             * Encodes the specified RiskUpdate message. Does not implicitly {@link desk.stream.RiskUpdate.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.RiskUpdate
             * @static
             * @param {desk.stream.RiskUpdate.$Properties} m RiskUpdate message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            RiskUpdate.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.seq);
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId") && !$Object.is(m.accountId, 0))
                    w.uint32(/* id 2, wireType 1 =*/17).double(m.accountId);
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId") && !$Object.is(m.subaccountId, 0))
                    w.uint32(/* id 3, wireType 1 =*/25).double(m.subaccountId);
                if (m.collateralToken != null && $Object.hasOwnProperty.call(m, "collateralToken") && m.collateralToken !== "")
                    w.uint32(/* id 4, wireType 2 =*/34).string(m.collateralToken);
                if (m.riskMeter != null && $Object.hasOwnProperty.call(m, "riskMeter") && m.riskMeter !== "")
                    w.uint32(/* id 5, wireType 2 =*/42).string(m.riskMeter);
                if (m.marginRatio != null && $Object.hasOwnProperty.call(m, "marginRatio") && m.marginRatio !== "")
                    w.uint32(/* id 6, wireType 2 =*/50).string(m.marginRatio);
                if (m.maintenanceMargin != null && $Object.hasOwnProperty.call(m, "maintenanceMargin") && m.maintenanceMargin !== "")
                    w.uint32(/* id 7, wireType 2 =*/58).string(m.maintenanceMargin);
                if (m.marginBalance != null && $Object.hasOwnProperty.call(m, "marginBalance") && m.marginBalance !== "")
                    w.uint32(/* id 8, wireType 2 =*/66).string(m.marginBalance);
                if (m.unrealisedPnl != null && $Object.hasOwnProperty.call(m, "unrealisedPnl") && m.unrealisedPnl !== "")
                    w.uint32(/* id 9, wireType 2 =*/74).string(m.unrealisedPnl);
                if (m.maxWithdraw != null && $Object.hasOwnProperty.call(m, "maxWithdraw") && m.maxWithdraw !== "")
                    w.uint32(/* id 10, wireType 2 =*/82).string(m.maxWithdraw);
                if (m.totalEquity != null && $Object.hasOwnProperty.call(m, "totalEquity") && m.totalEquity !== "")
                    w.uint32(/* id 11, wireType 2 =*/90).string(m.totalEquity);
                if (m.initialMargin != null && $Object.hasOwnProperty.call(m, "initialMargin") && m.initialMargin !== "")
                    w.uint32(/* id 12, wireType 2 =*/98).string(m.initialMargin);
                if (m.adjustedEquity != null && $Object.hasOwnProperty.call(m, "adjustedEquity") && m.adjustedEquity !== "")
                    w.uint32(/* id 13, wireType 2 =*/106).string(m.adjustedEquity);
                if (m.positionValue != null && $Object.hasOwnProperty.call(m, "positionValue") && m.positionValue !== "")
                    w.uint32(/* id 14, wireType 2 =*/114).string(m.positionValue);
                if (m.frozenEquity != null && $Object.hasOwnProperty.call(m, "frozenEquity") && m.frozenEquity !== "")
                    w.uint32(/* id 15, wireType 2 =*/122).string(m.frozenEquity);
                if (m.leverage != null && $Object.hasOwnProperty.call(m, "leverage") && m.leverage !== "")
                    w.uint32(/* id 16, wireType 2 =*/130).string(m.leverage);
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 17, wireType 1 =*/137).double(m.serverTime);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified RiskUpdate message, length delimited. Does not implicitly {@link desk.stream.RiskUpdate.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.RiskUpdate
             * @static
             * @param {desk.stream.RiskUpdate.$Properties} message RiskUpdate message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            RiskUpdate.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a RiskUpdate message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.RiskUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.RiskUpdate & desk.stream.RiskUpdate.$Shape} RiskUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            RiskUpdate.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.RiskUpdate();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
                            continue;
                        }
                    case 2: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.accountId = v;
                            else
                                delete m.accountId;
                            continue;
                        }
                    case 3: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.subaccountId = v;
                            else
                                delete m.subaccountId;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.collateralToken = v;
                            else
                                delete m.collateralToken;
                            continue;
                        }
                    case 5: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.riskMeter = v;
                            else
                                delete m.riskMeter;
                            continue;
                        }
                    case 6: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.marginRatio = v;
                            else
                                delete m.marginRatio;
                            continue;
                        }
                    case 7: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.maintenanceMargin = v;
                            else
                                delete m.maintenanceMargin;
                            continue;
                        }
                    case 8: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.marginBalance = v;
                            else
                                delete m.marginBalance;
                            continue;
                        }
                    case 9: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.unrealisedPnl = v;
                            else
                                delete m.unrealisedPnl;
                            continue;
                        }
                    case 10: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.maxWithdraw = v;
                            else
                                delete m.maxWithdraw;
                            continue;
                        }
                    case 11: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.totalEquity = v;
                            else
                                delete m.totalEquity;
                            continue;
                        }
                    case 12: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.initialMargin = v;
                            else
                                delete m.initialMargin;
                            continue;
                        }
                    case 13: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.adjustedEquity = v;
                            else
                                delete m.adjustedEquity;
                            continue;
                        }
                    case 14: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.positionValue = v;
                            else
                                delete m.positionValue;
                            continue;
                        }
                    case 15: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.frozenEquity = v;
                            else
                                delete m.frozenEquity;
                            continue;
                        }
                    case 16: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.leverage = v;
                            else
                                delete m.leverage;
                            continue;
                        }
                    case 17: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
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
             * Decodes a RiskUpdate message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.RiskUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.RiskUpdate & desk.stream.RiskUpdate.$Shape} RiskUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            RiskUpdate.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a RiskUpdate message.
             * @function verify
             * @memberof desk.stream.RiskUpdate
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            RiskUpdate.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    if (typeof m.accountId !== "number")
                        return "accountId: number expected";
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    if (typeof m.subaccountId !== "number")
                        return "subaccountId: number expected";
                }
                if (m.collateralToken != null && $Object.hasOwnProperty.call(m, "collateralToken")) {
                    if (!$util.isString(m.collateralToken))
                        return "collateralToken: string expected";
                }
                if (m.riskMeter != null && $Object.hasOwnProperty.call(m, "riskMeter")) {
                    if (!$util.isString(m.riskMeter))
                        return "riskMeter: string expected";
                }
                if (m.marginRatio != null && $Object.hasOwnProperty.call(m, "marginRatio")) {
                    if (!$util.isString(m.marginRatio))
                        return "marginRatio: string expected";
                }
                if (m.maintenanceMargin != null && $Object.hasOwnProperty.call(m, "maintenanceMargin")) {
                    if (!$util.isString(m.maintenanceMargin))
                        return "maintenanceMargin: string expected";
                }
                if (m.marginBalance != null && $Object.hasOwnProperty.call(m, "marginBalance")) {
                    if (!$util.isString(m.marginBalance))
                        return "marginBalance: string expected";
                }
                if (m.unrealisedPnl != null && $Object.hasOwnProperty.call(m, "unrealisedPnl")) {
                    if (!$util.isString(m.unrealisedPnl))
                        return "unrealisedPnl: string expected";
                }
                if (m.maxWithdraw != null && $Object.hasOwnProperty.call(m, "maxWithdraw")) {
                    if (!$util.isString(m.maxWithdraw))
                        return "maxWithdraw: string expected";
                }
                if (m.totalEquity != null && $Object.hasOwnProperty.call(m, "totalEquity")) {
                    if (!$util.isString(m.totalEquity))
                        return "totalEquity: string expected";
                }
                if (m.initialMargin != null && $Object.hasOwnProperty.call(m, "initialMargin")) {
                    if (!$util.isString(m.initialMargin))
                        return "initialMargin: string expected";
                }
                if (m.adjustedEquity != null && $Object.hasOwnProperty.call(m, "adjustedEquity")) {
                    if (!$util.isString(m.adjustedEquity))
                        return "adjustedEquity: string expected";
                }
                if (m.positionValue != null && $Object.hasOwnProperty.call(m, "positionValue")) {
                    if (!$util.isString(m.positionValue))
                        return "positionValue: string expected";
                }
                if (m.frozenEquity != null && $Object.hasOwnProperty.call(m, "frozenEquity")) {
                    if (!$util.isString(m.frozenEquity))
                        return "frozenEquity: string expected";
                }
                if (m.leverage != null && $Object.hasOwnProperty.call(m, "leverage")) {
                    if (!$util.isString(m.leverage))
                        return "leverage: string expected";
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                return null;
            };

            /**
             * Creates a RiskUpdate message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.RiskUpdate
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.RiskUpdate} RiskUpdate
             */
            RiskUpdate.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.RiskUpdate)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.RiskUpdate: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.RiskUpdate();
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                if (d.accountId != null) {
                    if (!$Object.is($Number(d.accountId), 0)) {
                        m.accountId = $Number(d.accountId);
                    }
                }
                if (d.subaccountId != null) {
                    if (!$Object.is($Number(d.subaccountId), 0)) {
                        m.subaccountId = $Number(d.subaccountId);
                    }
                }
                if (d.collateralToken != null) {
                    if (typeof d.collateralToken !== "string" || d.collateralToken.length) {
                        m.collateralToken = $String(d.collateralToken);
                    }
                }
                if (d.riskMeter != null) {
                    if (typeof d.riskMeter !== "string" || d.riskMeter.length) {
                        m.riskMeter = $String(d.riskMeter);
                    }
                }
                if (d.marginRatio != null) {
                    if (typeof d.marginRatio !== "string" || d.marginRatio.length) {
                        m.marginRatio = $String(d.marginRatio);
                    }
                }
                if (d.maintenanceMargin != null) {
                    if (typeof d.maintenanceMargin !== "string" || d.maintenanceMargin.length) {
                        m.maintenanceMargin = $String(d.maintenanceMargin);
                    }
                }
                if (d.marginBalance != null) {
                    if (typeof d.marginBalance !== "string" || d.marginBalance.length) {
                        m.marginBalance = $String(d.marginBalance);
                    }
                }
                if (d.unrealisedPnl != null) {
                    if (typeof d.unrealisedPnl !== "string" || d.unrealisedPnl.length) {
                        m.unrealisedPnl = $String(d.unrealisedPnl);
                    }
                }
                if (d.maxWithdraw != null) {
                    if (typeof d.maxWithdraw !== "string" || d.maxWithdraw.length) {
                        m.maxWithdraw = $String(d.maxWithdraw);
                    }
                }
                if (d.totalEquity != null) {
                    if (typeof d.totalEquity !== "string" || d.totalEquity.length) {
                        m.totalEquity = $String(d.totalEquity);
                    }
                }
                if (d.initialMargin != null) {
                    if (typeof d.initialMargin !== "string" || d.initialMargin.length) {
                        m.initialMargin = $String(d.initialMargin);
                    }
                }
                if (d.adjustedEquity != null) {
                    if (typeof d.adjustedEquity !== "string" || d.adjustedEquity.length) {
                        m.adjustedEquity = $String(d.adjustedEquity);
                    }
                }
                if (d.positionValue != null) {
                    if (typeof d.positionValue !== "string" || d.positionValue.length) {
                        m.positionValue = $String(d.positionValue);
                    }
                }
                if (d.frozenEquity != null) {
                    if (typeof d.frozenEquity !== "string" || d.frozenEquity.length) {
                        m.frozenEquity = $String(d.frozenEquity);
                    }
                }
                if (d.leverage != null) {
                    if (typeof d.leverage !== "string" || d.leverage.length) {
                        m.leverage = $String(d.leverage);
                    }
                }
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a RiskUpdate message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.RiskUpdate
             * @static
             * @param {desk.stream.RiskUpdate} m RiskUpdate
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            RiskUpdate.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.seq = 0;
                    d.accountId = 0;
                    d.subaccountId = 0;
                    d.collateralToken = "";
                    d.riskMeter = "";
                    d.marginRatio = "";
                    d.maintenanceMargin = "";
                    d.marginBalance = "";
                    d.unrealisedPnl = "";
                    d.maxWithdraw = "";
                    d.totalEquity = "";
                    d.initialMargin = "";
                    d.adjustedEquity = "";
                    d.positionValue = "";
                    d.frozenEquity = "";
                    d.leverage = "";
                    d.serverTime = 0;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                if (m.accountId != null && $Object.hasOwnProperty.call(m, "accountId")) {
                    d.accountId = o.json && !$isFinite(m.accountId) ? $String(m.accountId) : m.accountId;
                }
                if (m.subaccountId != null && $Object.hasOwnProperty.call(m, "subaccountId")) {
                    d.subaccountId = o.json && !$isFinite(m.subaccountId) ? $String(m.subaccountId) : m.subaccountId;
                }
                if (m.collateralToken != null && $Object.hasOwnProperty.call(m, "collateralToken")) {
                    d.collateralToken = m.collateralToken;
                }
                if (m.riskMeter != null && $Object.hasOwnProperty.call(m, "riskMeter")) {
                    d.riskMeter = m.riskMeter;
                }
                if (m.marginRatio != null && $Object.hasOwnProperty.call(m, "marginRatio")) {
                    d.marginRatio = m.marginRatio;
                }
                if (m.maintenanceMargin != null && $Object.hasOwnProperty.call(m, "maintenanceMargin")) {
                    d.maintenanceMargin = m.maintenanceMargin;
                }
                if (m.marginBalance != null && $Object.hasOwnProperty.call(m, "marginBalance")) {
                    d.marginBalance = m.marginBalance;
                }
                if (m.unrealisedPnl != null && $Object.hasOwnProperty.call(m, "unrealisedPnl")) {
                    d.unrealisedPnl = m.unrealisedPnl;
                }
                if (m.maxWithdraw != null && $Object.hasOwnProperty.call(m, "maxWithdraw")) {
                    d.maxWithdraw = m.maxWithdraw;
                }
                if (m.totalEquity != null && $Object.hasOwnProperty.call(m, "totalEquity")) {
                    d.totalEquity = m.totalEquity;
                }
                if (m.initialMargin != null && $Object.hasOwnProperty.call(m, "initialMargin")) {
                    d.initialMargin = m.initialMargin;
                }
                if (m.adjustedEquity != null && $Object.hasOwnProperty.call(m, "adjustedEquity")) {
                    d.adjustedEquity = m.adjustedEquity;
                }
                if (m.positionValue != null && $Object.hasOwnProperty.call(m, "positionValue")) {
                    d.positionValue = m.positionValue;
                }
                if (m.frozenEquity != null && $Object.hasOwnProperty.call(m, "frozenEquity")) {
                    d.frozenEquity = m.frozenEquity;
                }
                if (m.leverage != null && $Object.hasOwnProperty.call(m, "leverage")) {
                    d.leverage = m.leverage;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                return d;
            };

            /**
             * Converts this RiskUpdate to JSON.
             * @function toJSON
             * @memberof desk.stream.RiskUpdate
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            RiskUpdate.prototype.toJSON = function() {
                return RiskUpdate.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for RiskUpdate
             * @function getTypeUrl
             * @memberof desk.stream.RiskUpdate
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            RiskUpdate.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.RiskUpdate";
            };

            return RiskUpdate;
        })();

        stream.QuoteTier = (function() {

            /**
             * Properties of a QuoteTier.
             * @typedef {Object} desk.stream.QuoteTier.$Properties
             * @property {string|null} [quantity] QuoteTier quantity
             * @property {string|null} [bid] QuoteTier bid
             * @property {string|null} [ask] QuoteTier ask
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a QuoteTier.
             * @memberof desk.stream
             * @interface IQuoteTier
             * @augments desk.stream.QuoteTier.$Properties
             * @deprecated Use desk.stream.QuoteTier.$Properties instead.
             */

            /**
             * Shape of a QuoteTier.
             * @typedef {desk.stream.QuoteTier.$Properties} desk.stream.QuoteTier.$Shape
             */

            /**
             * Constructs a new QuoteTier.
             * @memberof desk.stream
             * @classdesc Represents a QuoteTier.
             * @constructor
             * @param {desk.stream.QuoteTier.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const QuoteTier = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * QuoteTier quantity.
             * @member {string} quantity
             * @memberof desk.stream.QuoteTier
             * @instance
             */
            QuoteTier.prototype.quantity = "";

            /**
             * QuoteTier bid.
             * @member {string} bid
             * @memberof desk.stream.QuoteTier
             * @instance
             */
            QuoteTier.prototype.bid = "";

            /**
             * QuoteTier ask.
             * @member {string} ask
             * @memberof desk.stream.QuoteTier
             * @instance
             */
            QuoteTier.prototype.ask = "";

            /**
             * Creates a new QuoteTier instance using the specified properties.
             * @function create
             * @memberof desk.stream.QuoteTier
             * @static
             * @param {desk.stream.QuoteTier.$Properties=} [properties] Properties to set
             * @returns {desk.stream.QuoteTier} QuoteTier instance
             * @type {{
             *   (properties: desk.stream.QuoteTier.$Shape): desk.stream.QuoteTier & desk.stream.QuoteTier.$Shape;
             *   (properties?: desk.stream.QuoteTier.$Properties): desk.stream.QuoteTier;
             * }}
             */
            QuoteTier.create = function(properties) {
                return new QuoteTier(properties);
            };

            /**
             * Encodes the specified QuoteTier message. Does not implicitly {@link desk.stream.QuoteTier.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.QuoteTier
             * @static
             * @param {desk.stream.QuoteTier.$Properties} m QuoteTier message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            QuoteTier.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity") && m.quantity !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.quantity);
                if (m.bid != null && $Object.hasOwnProperty.call(m, "bid") && m.bid !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.bid);
                if (m.ask != null && $Object.hasOwnProperty.call(m, "ask") && m.ask !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.ask);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified QuoteTier message, length delimited. Does not implicitly {@link desk.stream.QuoteTier.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.QuoteTier
             * @static
             * @param {desk.stream.QuoteTier.$Properties} message QuoteTier message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            QuoteTier.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a QuoteTier message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.QuoteTier
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.QuoteTier & desk.stream.QuoteTier.$Shape} QuoteTier
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            QuoteTier.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.QuoteTier();
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
                                m.bid = v;
                            else
                                delete m.bid;
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.ask = v;
                            else
                                delete m.ask;
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
             * Decodes a QuoteTier message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.QuoteTier
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.QuoteTier & desk.stream.QuoteTier.$Shape} QuoteTier
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            QuoteTier.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a QuoteTier message.
             * @function verify
             * @memberof desk.stream.QuoteTier
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            QuoteTier.verify = function (m, q) {
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
                if (m.bid != null && $Object.hasOwnProperty.call(m, "bid")) {
                    if (!$util.isString(m.bid))
                        return "bid: string expected";
                }
                if (m.ask != null && $Object.hasOwnProperty.call(m, "ask")) {
                    if (!$util.isString(m.ask))
                        return "ask: string expected";
                }
                return null;
            };

            /**
             * Creates a QuoteTier message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.QuoteTier
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.QuoteTier} QuoteTier
             */
            QuoteTier.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.QuoteTier)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.QuoteTier: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.QuoteTier();
                if (d.quantity != null) {
                    if (typeof d.quantity !== "string" || d.quantity.length) {
                        m.quantity = $String(d.quantity);
                    }
                }
                if (d.bid != null) {
                    if (typeof d.bid !== "string" || d.bid.length) {
                        m.bid = $String(d.bid);
                    }
                }
                if (d.ask != null) {
                    if (typeof d.ask !== "string" || d.ask.length) {
                        m.ask = $String(d.ask);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a QuoteTier message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.QuoteTier
             * @static
             * @param {desk.stream.QuoteTier} m QuoteTier
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            QuoteTier.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.quantity = "";
                    d.bid = "";
                    d.ask = "";
                }
                if (m.quantity != null && $Object.hasOwnProperty.call(m, "quantity")) {
                    d.quantity = m.quantity;
                }
                if (m.bid != null && $Object.hasOwnProperty.call(m, "bid")) {
                    d.bid = m.bid;
                }
                if (m.ask != null && $Object.hasOwnProperty.call(m, "ask")) {
                    d.ask = m.ask;
                }
                return d;
            };

            /**
             * Converts this QuoteTier to JSON.
             * @function toJSON
             * @memberof desk.stream.QuoteTier
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            QuoteTier.prototype.toJSON = function() {
                return QuoteTier.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for QuoteTier
             * @function getTypeUrl
             * @memberof desk.stream.QuoteTier
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            QuoteTier.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.QuoteTier";
            };

            return QuoteTier;
        })();

        stream.QuoteLadder = (function() {

            /**
             * Properties of a QuoteLadder.
             * @typedef {Object} desk.stream.QuoteLadder.$Properties
             * @property {string|null} [symbol] QuoteLadder symbol
             * @property {number|null} [seq] QuoteLadder seq
             * @property {number|null} [serverTime] QuoteLadder serverTime
             * @property {Array.<desk.stream.QuoteTier.$Properties>|null} [tiers] QuoteLadder tiers
             * @property {number|null} [validUntil] QuoteLadder validUntil
             * @property {string|null} [quoteCurrency] QuoteLadder quoteCurrency
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a QuoteLadder.
             * @memberof desk.stream
             * @interface IQuoteLadder
             * @augments desk.stream.QuoteLadder.$Properties
             * @deprecated Use desk.stream.QuoteLadder.$Properties instead.
             */

            /**
             * Shape of a QuoteLadder.
             * @typedef {desk.stream.QuoteLadder.$Properties} desk.stream.QuoteLadder.$Shape
             */

            /**
             * Constructs a new QuoteLadder.
             * @memberof desk.stream
             * @classdesc Represents a QuoteLadder.
             * @constructor
             * @param {desk.stream.QuoteLadder.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const QuoteLadder = function (p) {
                this.tiers = [];
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * QuoteLadder symbol.
             * @member {string} symbol
             * @memberof desk.stream.QuoteLadder
             * @instance
             */
            QuoteLadder.prototype.symbol = "";

            /**
             * QuoteLadder seq.
             * @member {number} seq
             * @memberof desk.stream.QuoteLadder
             * @instance
             */
            QuoteLadder.prototype.seq = 0;

            /**
             * QuoteLadder serverTime.
             * @member {number} serverTime
             * @memberof desk.stream.QuoteLadder
             * @instance
             */
            QuoteLadder.prototype.serverTime = 0;

            /**
             * QuoteLadder tiers.
             * @member {Array.<desk.stream.QuoteTier.$Properties>} tiers
             * @memberof desk.stream.QuoteLadder
             * @instance
             */
            QuoteLadder.prototype.tiers = $util.emptyArray;

            /**
             * QuoteLadder validUntil.
             * @member {number} validUntil
             * @memberof desk.stream.QuoteLadder
             * @instance
             */
            QuoteLadder.prototype.validUntil = 0;

            /**
             * QuoteLadder quoteCurrency.
             * @member {string} quoteCurrency
             * @memberof desk.stream.QuoteLadder
             * @instance
             */
            QuoteLadder.prototype.quoteCurrency = "";

            /**
             * Creates a new QuoteLadder instance using the specified properties.
             * @function create
             * @memberof desk.stream.QuoteLadder
             * @static
             * @param {desk.stream.QuoteLadder.$Properties=} [properties] Properties to set
             * @returns {desk.stream.QuoteLadder} QuoteLadder instance
             * @type {{
             *   (properties: desk.stream.QuoteLadder.$Shape): desk.stream.QuoteLadder & desk.stream.QuoteLadder.$Shape;
             *   (properties?: desk.stream.QuoteLadder.$Properties): desk.stream.QuoteLadder;
             * }}
             */
            QuoteLadder.create = function(properties) {
                return new QuoteLadder(properties);
            };

            /**
             * Encodes the specified QuoteLadder message. Does not implicitly {@link desk.stream.QuoteLadder.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.QuoteLadder
             * @static
             * @param {desk.stream.QuoteLadder.$Properties} m QuoteLadder message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            QuoteLadder.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol") && m.symbol !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.symbol);
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 2, wireType 1 =*/17).double(m.seq);
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime") && !$Object.is(m.serverTime, 0))
                    w.uint32(/* id 3, wireType 1 =*/25).double(m.serverTime);
                if (m.tiers != null && m.tiers.length) {
                    for (var i = 0; i < m.tiers.length; ++i)
                        $root.desk.stream.QuoteTier.encode(m.tiers[i], w.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                }
                if (m.validUntil != null && $Object.hasOwnProperty.call(m, "validUntil") && !$Object.is(m.validUntil, 0))
                    w.uint32(/* id 5, wireType 1 =*/41).double(m.validUntil);
                if (m.quoteCurrency != null && $Object.hasOwnProperty.call(m, "quoteCurrency") && m.quoteCurrency !== "")
                    w.uint32(/* id 6, wireType 2 =*/50).string(m.quoteCurrency);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified QuoteLadder message, length delimited. Does not implicitly {@link desk.stream.QuoteLadder.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.QuoteLadder
             * @static
             * @param {desk.stream.QuoteLadder.$Properties} message QuoteLadder message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            QuoteLadder.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a QuoteLadder message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.QuoteLadder
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.QuoteLadder & desk.stream.QuoteLadder.$Shape} QuoteLadder
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            QuoteLadder.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.QuoteLadder();
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
                                m.symbol = v;
                            else
                                delete m.symbol;
                            continue;
                        }
                    case 2: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
                            continue;
                        }
                    case 3: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.serverTime = v;
                            else
                                delete m.serverTime;
                            continue;
                        }
                    case 4: {
                            if (u !== 2)
                                break;
                            if (!(m.tiers && m.tiers.length))
                                m.tiers = [];
                            m.tiers.push($root.desk.stream.QuoteTier.decode(r, r.size(), $undefined, q + 1));
                            continue;
                        }
                    case 5: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.validUntil = v;
                            else
                                delete m.validUntil;
                            continue;
                        }
                    case 6: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.quoteCurrency = v;
                            else
                                delete m.quoteCurrency;
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
             * Decodes a QuoteLadder message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.QuoteLadder
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.QuoteLadder & desk.stream.QuoteLadder.$Shape} QuoteLadder
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            QuoteLadder.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a QuoteLadder message.
             * @function verify
             * @memberof desk.stream.QuoteLadder
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            QuoteLadder.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    if (!$util.isString(m.symbol))
                        return "symbol: string expected";
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    if (typeof m.serverTime !== "number")
                        return "serverTime: number expected";
                }
                if (m.tiers != null && $Object.hasOwnProperty.call(m, "tiers")) {
                    if (!$Array.isArray(m.tiers))
                        return "tiers: array expected";
                    for (var i = 0; i < m.tiers.length; ++i) {
                        {
                            var e = $root.desk.stream.QuoteTier.verify(m.tiers[i], q + 1);
                            if (e)
                                return "tiers." + e;
                        }
                    }
                }
                if (m.validUntil != null && $Object.hasOwnProperty.call(m, "validUntil")) {
                    if (typeof m.validUntil !== "number")
                        return "validUntil: number expected";
                }
                if (m.quoteCurrency != null && $Object.hasOwnProperty.call(m, "quoteCurrency")) {
                    if (!$util.isString(m.quoteCurrency))
                        return "quoteCurrency: string expected";
                }
                return null;
            };

            /**
             * Creates a QuoteLadder message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.QuoteLadder
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.QuoteLadder} QuoteLadder
             */
            QuoteLadder.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.QuoteLadder)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.QuoteLadder: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.QuoteLadder();
                if (d.symbol != null) {
                    if (typeof d.symbol !== "string" || d.symbol.length) {
                        m.symbol = $String(d.symbol);
                    }
                }
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                if (d.serverTime != null) {
                    if (!$Object.is($Number(d.serverTime), 0)) {
                        m.serverTime = $Number(d.serverTime);
                    }
                }
                if (d.tiers) {
                    if (!$Array.isArray(d.tiers))
                        throw $TypeError(".desk.stream.QuoteLadder.tiers: array expected");
                    m.tiers = $Array(d.tiers.length);
                    for (var i = 0; i < d.tiers.length; ++i) {
                        if (!$util.isObject(d.tiers[i]))
                            throw $TypeError(".desk.stream.QuoteLadder.tiers: object expected");
                        m.tiers[i] = $root.desk.stream.QuoteTier.fromObject(d.tiers[i], q + 1);
                    }
                }
                if (d.validUntil != null) {
                    if (!$Object.is($Number(d.validUntil), 0)) {
                        m.validUntil = $Number(d.validUntil);
                    }
                }
                if (d.quoteCurrency != null) {
                    if (typeof d.quoteCurrency !== "string" || d.quoteCurrency.length) {
                        m.quoteCurrency = $String(d.quoteCurrency);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a QuoteLadder message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.QuoteLadder
             * @static
             * @param {desk.stream.QuoteLadder} m QuoteLadder
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            QuoteLadder.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.arrays || o.defaults) {
                    d.tiers = [];
                }
                if (o.defaults) {
                    d.symbol = "";
                    d.seq = 0;
                    d.serverTime = 0;
                    d.validUntil = 0;
                    d.quoteCurrency = "";
                }
                if (m.symbol != null && $Object.hasOwnProperty.call(m, "symbol")) {
                    d.symbol = m.symbol;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                if (m.serverTime != null && $Object.hasOwnProperty.call(m, "serverTime")) {
                    d.serverTime = o.json && !$isFinite(m.serverTime) ? $String(m.serverTime) : m.serverTime;
                }
                if (m.tiers && m.tiers.length) {
                    d.tiers = $Array(m.tiers.length);
                    for (var j = 0; j < m.tiers.length; ++j) {
                        d.tiers[j] = $root.desk.stream.QuoteTier.toObject(m.tiers[j], o, q + 1);
                    }
                }
                if (m.validUntil != null && $Object.hasOwnProperty.call(m, "validUntil")) {
                    d.validUntil = o.json && !$isFinite(m.validUntil) ? $String(m.validUntil) : m.validUntil;
                }
                if (m.quoteCurrency != null && $Object.hasOwnProperty.call(m, "quoteCurrency")) {
                    d.quoteCurrency = m.quoteCurrency;
                }
                return d;
            };

            /**
             * Converts this QuoteLadder to JSON.
             * @function toJSON
             * @memberof desk.stream.QuoteLadder
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            QuoteLadder.prototype.toJSON = function() {
                return QuoteLadder.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for QuoteLadder
             * @function getTypeUrl
             * @memberof desk.stream.QuoteLadder
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            QuoteLadder.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.QuoteLadder";
            };

            return QuoteLadder;
        })();

        stream.ApprovalUpdate = (function() {

            /**
             * Properties of an ApprovalUpdate.
             * @typedef {Object} desk.stream.ApprovalUpdate.$Properties
             * @property {string|null} [requestId] ApprovalUpdate requestId
             * @property {string|null} [kind] ApprovalUpdate kind
             * @property {string|null} [status] ApprovalUpdate status
             * @property {number|null} [approvals] ApprovalUpdate approvals
             * @property {number|null} [minApprovers] ApprovalUpdate minApprovers
             * @property {number|null} [seq] ApprovalUpdate seq
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an ApprovalUpdate.
             * @memberof desk.stream
             * @interface IApprovalUpdate
             * @augments desk.stream.ApprovalUpdate.$Properties
             * @deprecated Use desk.stream.ApprovalUpdate.$Properties instead.
             */

            /**
             * Shape of an ApprovalUpdate.
             * @typedef {desk.stream.ApprovalUpdate.$Properties} desk.stream.ApprovalUpdate.$Shape
             */

            /**
             * Constructs a new ApprovalUpdate.
             * @memberof desk.stream
             * @classdesc Represents an ApprovalUpdate.
             * @constructor
             * @param {desk.stream.ApprovalUpdate.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const ApprovalUpdate = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * ApprovalUpdate requestId.
             * @member {string} requestId
             * @memberof desk.stream.ApprovalUpdate
             * @instance
             */
            ApprovalUpdate.prototype.requestId = "";

            /**
             * ApprovalUpdate kind.
             * @member {string} kind
             * @memberof desk.stream.ApprovalUpdate
             * @instance
             */
            ApprovalUpdate.prototype.kind = "";

            /**
             * ApprovalUpdate status.
             * @member {string} status
             * @memberof desk.stream.ApprovalUpdate
             * @instance
             */
            ApprovalUpdate.prototype.status = "";

            /**
             * ApprovalUpdate approvals.
             * @member {number} approvals
             * @memberof desk.stream.ApprovalUpdate
             * @instance
             */
            ApprovalUpdate.prototype.approvals = 0;

            /**
             * ApprovalUpdate minApprovers.
             * @member {number} minApprovers
             * @memberof desk.stream.ApprovalUpdate
             * @instance
             */
            ApprovalUpdate.prototype.minApprovers = 0;

            /**
             * ApprovalUpdate seq.
             * @member {number} seq
             * @memberof desk.stream.ApprovalUpdate
             * @instance
             */
            ApprovalUpdate.prototype.seq = 0;

            /**
             * Creates a new ApprovalUpdate instance using the specified properties.
             * @function create
             * @memberof desk.stream.ApprovalUpdate
             * @static
             * @param {desk.stream.ApprovalUpdate.$Properties=} [properties] Properties to set
             * @returns {desk.stream.ApprovalUpdate} ApprovalUpdate instance
             * @type {{
             *   (properties: desk.stream.ApprovalUpdate.$Shape): desk.stream.ApprovalUpdate & desk.stream.ApprovalUpdate.$Shape;
             *   (properties?: desk.stream.ApprovalUpdate.$Properties): desk.stream.ApprovalUpdate;
             * }}
             */
            ApprovalUpdate.create = function(properties) {
                return new ApprovalUpdate(properties);
            };

            /**
             * Encodes the specified ApprovalUpdate message. Does not implicitly {@link desk.stream.ApprovalUpdate.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.ApprovalUpdate
             * @static
             * @param {desk.stream.ApprovalUpdate.$Properties} m ApprovalUpdate message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ApprovalUpdate.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId") && m.requestId !== "")
                    w.uint32(/* id 1, wireType 2 =*/10).string(m.requestId);
                if (m.kind != null && $Object.hasOwnProperty.call(m, "kind") && m.kind !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.kind);
                if (m.status != null && $Object.hasOwnProperty.call(m, "status") && m.status !== "")
                    w.uint32(/* id 3, wireType 2 =*/26).string(m.status);
                if (m.approvals != null && $Object.hasOwnProperty.call(m, "approvals") && m.approvals !== 0)
                    w.uint32(/* id 4, wireType 0 =*/32).uint32(m.approvals);
                if (m.minApprovers != null && $Object.hasOwnProperty.call(m, "minApprovers") && m.minApprovers !== 0)
                    w.uint32(/* id 5, wireType 0 =*/40).uint32(m.minApprovers);
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 6, wireType 1 =*/49).double(m.seq);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified ApprovalUpdate message, length delimited. Does not implicitly {@link desk.stream.ApprovalUpdate.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.ApprovalUpdate
             * @static
             * @param {desk.stream.ApprovalUpdate.$Properties} message ApprovalUpdate message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ApprovalUpdate.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes an ApprovalUpdate message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.ApprovalUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.ApprovalUpdate & desk.stream.ApprovalUpdate.$Shape} ApprovalUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ApprovalUpdate.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.ApprovalUpdate();
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
                                m.requestId = v;
                            else
                                delete m.requestId;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.kind = v;
                            else
                                delete m.kind;
                            continue;
                        }
                    case 3: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.status = v;
                            else
                                delete m.status;
                            continue;
                        }
                    case 4: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.approvals = v;
                            else
                                delete m.approvals;
                            continue;
                        }
                    case 5: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.minApprovers = v;
                            else
                                delete m.minApprovers;
                            continue;
                        }
                    case 6: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
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
             * Decodes an ApprovalUpdate message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.ApprovalUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.ApprovalUpdate & desk.stream.ApprovalUpdate.$Shape} ApprovalUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ApprovalUpdate.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies an ApprovalUpdate message.
             * @function verify
             * @memberof desk.stream.ApprovalUpdate
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            ApprovalUpdate.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    if (!$util.isString(m.requestId))
                        return "requestId: string expected";
                }
                if (m.kind != null && $Object.hasOwnProperty.call(m, "kind")) {
                    if (!$util.isString(m.kind))
                        return "kind: string expected";
                }
                if (m.status != null && $Object.hasOwnProperty.call(m, "status")) {
                    if (!$util.isString(m.status))
                        return "status: string expected";
                }
                if (m.approvals != null && $Object.hasOwnProperty.call(m, "approvals")) {
                    if (!$util.isInteger(m.approvals))
                        return "approvals: integer expected";
                }
                if (m.minApprovers != null && $Object.hasOwnProperty.call(m, "minApprovers")) {
                    if (!$util.isInteger(m.minApprovers))
                        return "minApprovers: integer expected";
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                return null;
            };

            /**
             * Creates an ApprovalUpdate message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.ApprovalUpdate
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.ApprovalUpdate} ApprovalUpdate
             */
            ApprovalUpdate.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.ApprovalUpdate)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.ApprovalUpdate: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.ApprovalUpdate();
                if (d.requestId != null) {
                    if (typeof d.requestId !== "string" || d.requestId.length) {
                        m.requestId = $String(d.requestId);
                    }
                }
                if (d.kind != null) {
                    if (typeof d.kind !== "string" || d.kind.length) {
                        m.kind = $String(d.kind);
                    }
                }
                if (d.status != null) {
                    if (typeof d.status !== "string" || d.status.length) {
                        m.status = $String(d.status);
                    }
                }
                if (d.approvals != null) {
                    if ($Number(d.approvals) !== 0) {
                        m.approvals = d.approvals >>> 0;
                    }
                }
                if (d.minApprovers != null) {
                    if ($Number(d.minApprovers) !== 0) {
                        m.minApprovers = d.minApprovers >>> 0;
                    }
                }
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from an ApprovalUpdate message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.ApprovalUpdate
             * @static
             * @param {desk.stream.ApprovalUpdate} m ApprovalUpdate
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            ApprovalUpdate.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.requestId = "";
                    d.kind = "";
                    d.status = "";
                    d.approvals = 0;
                    d.minApprovers = 0;
                    d.seq = 0;
                }
                if (m.requestId != null && $Object.hasOwnProperty.call(m, "requestId")) {
                    d.requestId = m.requestId;
                }
                if (m.kind != null && $Object.hasOwnProperty.call(m, "kind")) {
                    d.kind = m.kind;
                }
                if (m.status != null && $Object.hasOwnProperty.call(m, "status")) {
                    d.status = m.status;
                }
                if (m.approvals != null && $Object.hasOwnProperty.call(m, "approvals")) {
                    d.approvals = m.approvals;
                }
                if (m.minApprovers != null && $Object.hasOwnProperty.call(m, "minApprovers")) {
                    d.minApprovers = m.minApprovers;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                return d;
            };

            /**
             * Converts this ApprovalUpdate to JSON.
             * @function toJSON
             * @memberof desk.stream.ApprovalUpdate
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            ApprovalUpdate.prototype.toJSON = function() {
                return ApprovalUpdate.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for ApprovalUpdate
             * @function getTypeUrl
             * @memberof desk.stream.ApprovalUpdate
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            ApprovalUpdate.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.ApprovalUpdate";
            };

            return ApprovalUpdate;
        })();

        stream.PermissionsChanged = (function() {

            /**
             * Properties of a PermissionsChanged.
             * @typedef {Object} desk.stream.PermissionsChanged.$Properties
             * @property {number|null} [userId] PermissionsChanged userId
             * @property {number|null} [seq] PermissionsChanged seq
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a PermissionsChanged.
             * @memberof desk.stream
             * @interface IPermissionsChanged
             * @augments desk.stream.PermissionsChanged.$Properties
             * @deprecated Use desk.stream.PermissionsChanged.$Properties instead.
             */

            /**
             * Shape of a PermissionsChanged.
             * @typedef {desk.stream.PermissionsChanged.$Properties} desk.stream.PermissionsChanged.$Shape
             */

            /**
             * Constructs a new PermissionsChanged.
             * @memberof desk.stream
             * @classdesc Represents a PermissionsChanged.
             * @constructor
             * @param {desk.stream.PermissionsChanged.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const PermissionsChanged = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * PermissionsChanged userId.
             * @member {number} userId
             * @memberof desk.stream.PermissionsChanged
             * @instance
             */
            PermissionsChanged.prototype.userId = 0;

            /**
             * PermissionsChanged seq.
             * @member {number} seq
             * @memberof desk.stream.PermissionsChanged
             * @instance
             */
            PermissionsChanged.prototype.seq = 0;

            /**
             * Creates a new PermissionsChanged instance using the specified properties.
             * @function create
             * @memberof desk.stream.PermissionsChanged
             * @static
             * @param {desk.stream.PermissionsChanged.$Properties=} [properties] Properties to set
             * @returns {desk.stream.PermissionsChanged} PermissionsChanged instance
             * @type {{
             *   (properties: desk.stream.PermissionsChanged.$Shape): desk.stream.PermissionsChanged & desk.stream.PermissionsChanged.$Shape;
             *   (properties?: desk.stream.PermissionsChanged.$Properties): desk.stream.PermissionsChanged;
             * }}
             */
            PermissionsChanged.create = function(properties) {
                return new PermissionsChanged(properties);
            };

            /**
             * Encodes the specified PermissionsChanged message. Does not implicitly {@link desk.stream.PermissionsChanged.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.PermissionsChanged
             * @static
             * @param {desk.stream.PermissionsChanged.$Properties} m PermissionsChanged message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            PermissionsChanged.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.userId != null && $Object.hasOwnProperty.call(m, "userId") && !$Object.is(m.userId, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.userId);
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 2, wireType 1 =*/17).double(m.seq);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified PermissionsChanged message, length delimited. Does not implicitly {@link desk.stream.PermissionsChanged.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.PermissionsChanged
             * @static
             * @param {desk.stream.PermissionsChanged.$Properties} message PermissionsChanged message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            PermissionsChanged.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a PermissionsChanged message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.PermissionsChanged
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.PermissionsChanged & desk.stream.PermissionsChanged.$Shape} PermissionsChanged
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            PermissionsChanged.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.PermissionsChanged();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.userId = v;
                            else
                                delete m.userId;
                            continue;
                        }
                    case 2: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
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
             * Decodes a PermissionsChanged message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.PermissionsChanged
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.PermissionsChanged & desk.stream.PermissionsChanged.$Shape} PermissionsChanged
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            PermissionsChanged.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a PermissionsChanged message.
             * @function verify
             * @memberof desk.stream.PermissionsChanged
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            PermissionsChanged.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.userId != null && $Object.hasOwnProperty.call(m, "userId")) {
                    if (typeof m.userId !== "number")
                        return "userId: number expected";
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                return null;
            };

            /**
             * Creates a PermissionsChanged message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.PermissionsChanged
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.PermissionsChanged} PermissionsChanged
             */
            PermissionsChanged.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.PermissionsChanged)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.PermissionsChanged: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.PermissionsChanged();
                if (d.userId != null) {
                    if (!$Object.is($Number(d.userId), 0)) {
                        m.userId = $Number(d.userId);
                    }
                }
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a PermissionsChanged message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.PermissionsChanged
             * @static
             * @param {desk.stream.PermissionsChanged} m PermissionsChanged
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            PermissionsChanged.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.userId = 0;
                    d.seq = 0;
                }
                if (m.userId != null && $Object.hasOwnProperty.call(m, "userId")) {
                    d.userId = o.json && !$isFinite(m.userId) ? $String(m.userId) : m.userId;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                return d;
            };

            /**
             * Converts this PermissionsChanged to JSON.
             * @function toJSON
             * @memberof desk.stream.PermissionsChanged
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            PermissionsChanged.prototype.toJSON = function() {
                return PermissionsChanged.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for PermissionsChanged
             * @function getTypeUrl
             * @memberof desk.stream.PermissionsChanged
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            PermissionsChanged.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.PermissionsChanged";
            };

            return PermissionsChanged;
        })();

        stream.ReportJobUpdate = (function() {

            /**
             * Properties of a ReportJobUpdate.
             * @typedef {Object} desk.stream.ReportJobUpdate.$Properties
             * @property {number|null} [jobId] ReportJobUpdate jobId
             * @property {string|null} [status] ReportJobUpdate status
             * @property {number|null} [progress] ReportJobUpdate progress
             * @property {number|null} [seq] ReportJobUpdate seq
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a ReportJobUpdate.
             * @memberof desk.stream
             * @interface IReportJobUpdate
             * @augments desk.stream.ReportJobUpdate.$Properties
             * @deprecated Use desk.stream.ReportJobUpdate.$Properties instead.
             */

            /**
             * Shape of a ReportJobUpdate.
             * @typedef {desk.stream.ReportJobUpdate.$Properties} desk.stream.ReportJobUpdate.$Shape
             */

            /**
             * Constructs a new ReportJobUpdate.
             * @memberof desk.stream
             * @classdesc Represents a ReportJobUpdate.
             * @constructor
             * @param {desk.stream.ReportJobUpdate.$Properties=} [p] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const ReportJobUpdate = function (p) {
                if (p)
                    for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                        if (p[ks[i]] != null && ks[i] !== "__proto__")
                            this[ks[i]] = p[ks[i]];
            };

            /**
             * ReportJobUpdate jobId.
             * @member {number} jobId
             * @memberof desk.stream.ReportJobUpdate
             * @instance
             */
            ReportJobUpdate.prototype.jobId = 0;

            /**
             * ReportJobUpdate status.
             * @member {string} status
             * @memberof desk.stream.ReportJobUpdate
             * @instance
             */
            ReportJobUpdate.prototype.status = "";

            /**
             * ReportJobUpdate progress.
             * @member {number} progress
             * @memberof desk.stream.ReportJobUpdate
             * @instance
             */
            ReportJobUpdate.prototype.progress = 0;

            /**
             * ReportJobUpdate seq.
             * @member {number} seq
             * @memberof desk.stream.ReportJobUpdate
             * @instance
             */
            ReportJobUpdate.prototype.seq = 0;

            /**
             * Creates a new ReportJobUpdate instance using the specified properties.
             * @function create
             * @memberof desk.stream.ReportJobUpdate
             * @static
             * @param {desk.stream.ReportJobUpdate.$Properties=} [properties] Properties to set
             * @returns {desk.stream.ReportJobUpdate} ReportJobUpdate instance
             * @type {{
             *   (properties: desk.stream.ReportJobUpdate.$Shape): desk.stream.ReportJobUpdate & desk.stream.ReportJobUpdate.$Shape;
             *   (properties?: desk.stream.ReportJobUpdate.$Properties): desk.stream.ReportJobUpdate;
             * }}
             */
            ReportJobUpdate.create = function(properties) {
                return new ReportJobUpdate(properties);
            };

            /**
             * Encodes the specified ReportJobUpdate message. Does not implicitly {@link desk.stream.ReportJobUpdate.verify|verify} messages.
             * @function encode
             * @memberof desk.stream.ReportJobUpdate
             * @static
             * @param {desk.stream.ReportJobUpdate.$Properties} m ReportJobUpdate message or plain object to encode
             * @param {$protobuf.Writer} [w] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ReportJobUpdate.encode = function (m, w, q) {
                if (!w)
                    w = $Writer.create();
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (m.jobId != null && $Object.hasOwnProperty.call(m, "jobId") && !$Object.is(m.jobId, 0))
                    w.uint32(/* id 1, wireType 1 =*/9).double(m.jobId);
                if (m.status != null && $Object.hasOwnProperty.call(m, "status") && m.status !== "")
                    w.uint32(/* id 2, wireType 2 =*/18).string(m.status);
                if (m.progress != null && $Object.hasOwnProperty.call(m, "progress") && m.progress !== 0)
                    w.uint32(/* id 3, wireType 0 =*/24).uint32(m.progress);
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq") && !$Object.is(m.seq, 0))
                    w.uint32(/* id 4, wireType 1 =*/33).double(m.seq);
                if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                    for (var i = 0; i < m.$unknowns.length; ++i)
                        w.raw(m.$unknowns[i]);
                return w;
            };

            /**
             * Encodes the specified ReportJobUpdate message, length delimited. Does not implicitly {@link desk.stream.ReportJobUpdate.verify|verify} messages.
             * @function encodeDelimited
             * @memberof desk.stream.ReportJobUpdate
             * @static
             * @param {desk.stream.ReportJobUpdate.$Properties} message ReportJobUpdate message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ReportJobUpdate.encodeDelimited = function(message, writer) {
                return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
            };

            /**
             * Decodes a ReportJobUpdate message from the specified reader or buffer.
             * @function decode
             * @memberof desk.stream.ReportJobUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
             * @param {number} [l] Message length if known beforehand
             * @returns {desk.stream.ReportJobUpdate & desk.stream.ReportJobUpdate.$Shape} ReportJobUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ReportJobUpdate.decode = function (r, l, z, q, g) {
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
                m = g || new $root.desk.stream.ReportJobUpdate();
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
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.jobId = v;
                            else
                                delete m.jobId;
                            continue;
                        }
                    case 2: {
                            if (u !== 2)
                                break;
                            if ((v = r.stringVerify()).length)
                                m.status = v;
                            else
                                delete m.status;
                            continue;
                        }
                    case 3: {
                            if (u !== 0)
                                break;
                            if (v = r.uint32())
                                m.progress = v;
                            else
                                delete m.progress;
                            continue;
                        }
                    case 4: {
                            if (u !== 1)
                                break;
                            if (!$Object.is(v = r.double(), 0))
                                m.seq = v;
                            else
                                delete m.seq;
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
             * Decodes a ReportJobUpdate message from the specified reader or buffer, length delimited.
             * @function decodeDelimited
             * @memberof desk.stream.ReportJobUpdate
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @returns {desk.stream.ReportJobUpdate & desk.stream.ReportJobUpdate.$Shape} ReportJobUpdate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ReportJobUpdate.decodeDelimited = function(reader) {
                if (!(reader instanceof $Reader))
                    reader = new $Reader(reader);
                return this.decode(reader, reader.size());
            };

            /**
             * Verifies a ReportJobUpdate message.
             * @function verify
             * @memberof desk.stream.ReportJobUpdate
             * @static
             * @param {Object.<string,*>} m Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            ReportJobUpdate.verify = function (m, q) {
                if (typeof m !== "object" || m === null)
                    return "object expected";
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    return "max depth exceeded";
                if (m.jobId != null && $Object.hasOwnProperty.call(m, "jobId")) {
                    if (typeof m.jobId !== "number")
                        return "jobId: number expected";
                }
                if (m.status != null && $Object.hasOwnProperty.call(m, "status")) {
                    if (!$util.isString(m.status))
                        return "status: string expected";
                }
                if (m.progress != null && $Object.hasOwnProperty.call(m, "progress")) {
                    if (!$util.isInteger(m.progress))
                        return "progress: integer expected";
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    if (typeof m.seq !== "number")
                        return "seq: number expected";
                }
                return null;
            };

            /**
             * Creates a ReportJobUpdate message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof desk.stream.ReportJobUpdate
             * @static
             * @param {Object.<string,*>} d Plain object
             * @returns {desk.stream.ReportJobUpdate} ReportJobUpdate
             */
            ReportJobUpdate.fromObject = function (d, q) {
                if (d instanceof $root.desk.stream.ReportJobUpdate)
                    return d;
                if (!$util.isObject(d))
                    throw $TypeError(".desk.stream.ReportJobUpdate: object expected");
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var m = new $root.desk.stream.ReportJobUpdate();
                if (d.jobId != null) {
                    if (!$Object.is($Number(d.jobId), 0)) {
                        m.jobId = $Number(d.jobId);
                    }
                }
                if (d.status != null) {
                    if (typeof d.status !== "string" || d.status.length) {
                        m.status = $String(d.status);
                    }
                }
                if (d.progress != null) {
                    if ($Number(d.progress) !== 0) {
                        m.progress = d.progress >>> 0;
                    }
                }
                if (d.seq != null) {
                    if (!$Object.is($Number(d.seq), 0)) {
                        m.seq = $Number(d.seq);
                    }
                }
                return m;
            };

            /**
             * Creates a plain object from a ReportJobUpdate message. Also converts values to other types if specified.
             * @function toObject
             * @memberof desk.stream.ReportJobUpdate
             * @static
             * @param {desk.stream.ReportJobUpdate} m ReportJobUpdate
             * @param {$protobuf.IConversionOptions} [o] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            ReportJobUpdate.toObject = function (m, o, q) {
                if (!o)
                    o = {};
                if (q === $undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                var d = {};
                if (o.defaults) {
                    d.jobId = 0;
                    d.status = "";
                    d.progress = 0;
                    d.seq = 0;
                }
                if (m.jobId != null && $Object.hasOwnProperty.call(m, "jobId")) {
                    d.jobId = o.json && !$isFinite(m.jobId) ? $String(m.jobId) : m.jobId;
                }
                if (m.status != null && $Object.hasOwnProperty.call(m, "status")) {
                    d.status = m.status;
                }
                if (m.progress != null && $Object.hasOwnProperty.call(m, "progress")) {
                    d.progress = m.progress;
                }
                if (m.seq != null && $Object.hasOwnProperty.call(m, "seq")) {
                    d.seq = o.json && !$isFinite(m.seq) ? $String(m.seq) : m.seq;
                }
                return d;
            };

            /**
             * Converts this ReportJobUpdate to JSON.
             * @function toJSON
             * @memberof desk.stream.ReportJobUpdate
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            ReportJobUpdate.prototype.toJSON = function() {
                return ReportJobUpdate.toObject(this, $protobuf.util.toJSONOptions);
            };

            /**
             * Gets the type url for ReportJobUpdate
             * @function getTypeUrl
             * @memberof desk.stream.ReportJobUpdate
             * @static
             * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
             * @returns {string} The type url
             */
            ReportJobUpdate.getTypeUrl = function(prefix) {
                if (prefix === $undefined)
                    prefix = "type.googleapis.com";
                return prefix + "/desk.stream.ReportJobUpdate";
            };

            return ReportJobUpdate;
        })();

        return stream;
    })();

    return desk;
})();

export {
  $root as default
};
