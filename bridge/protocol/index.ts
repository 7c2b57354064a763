export * from './constants';
export * from './types';
export * from './pairing';
