export * from './flow-storage';
export * from './step-history';
