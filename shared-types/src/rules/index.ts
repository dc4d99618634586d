export * from './equity';
export * from './scores';
export * from './successRate';
export * from './tags';
export * from './youtube';
