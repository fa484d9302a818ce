// Every web test file: unmount what a test rendered once it ends. Without Vitest globals testing-library
// does not register its own cleanup, and with the web files sharing a worker (vitest.config.ts) a tree left
// mounted would keep React working after its file's DOM is gone.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
