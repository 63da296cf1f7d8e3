export * from './bikram-sambat';
export * from './digits';
export * from './money-text';
