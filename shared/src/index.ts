// The whole package, the federation singleton the remotes share: the model (no React), the API client, the
// browser's field checks, the wizard helpers and the UI kit.
export * from './model';
export * from './api-client';
export * from './validation';
export * from './wizard';
export * from './ui';
