export * from './collaboration';
export * from './documents';
export * from './equity';
export * from './scores';
export * from './successRate';
export * from './tags';
export * from './vesting';
export * from './youtube';
