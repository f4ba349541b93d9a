// The product's SharedWorker core with the bench probe installed first.
import './install';
import '../../../../workers/core.shared';
