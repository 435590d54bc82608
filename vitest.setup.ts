// DOM matchers for component tests (files that opt into jsdom with `// @vitest-environment jsdom`).
import '@testing-library/jest-dom/vitest';
