// Domain rules: framework-free, shared by views (src/), the data core (workers/) and the server.
export * from './constants';
export * from './dates';
export * from './decimal';
export * from './enums';
export * from './errors';
export * from './numbers';
export * from './orderEdit';
export * from './permissions';
export * from './price';
export * from './status';
export * from './text';
export * from './validation';
