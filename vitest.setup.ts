import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Vitest runs without globals, so testing-library cannot unmount by itself between tests.
afterEach(() => cleanup());
