export * from './catalogue';
export * from './email';
export * from './error-codes';
export * from './messages';
export * from './identity';
export * from './ordering';
export * from './ids';
