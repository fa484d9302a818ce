import type { Config } from '../../config';
import type { StorageProvider } from './types';

export function createStorage(_config: Config, _secret: string): StorageProvider {
  return {} as StorageProvider;
}
