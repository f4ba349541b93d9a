// The product's per-tab dedicated core (the forceDedicated fallback) with the bench probe.
import './install';
import '../../../../workers/core.dedicated';
