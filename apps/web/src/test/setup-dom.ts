import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { limparArmazenamentoLocal } from '@/lib/armazem';

// Each test starts with an empty DOM, device storage and network: nothing leaks from the previous render.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Through the app's own helper, so the in-memory copies of the stored values are dropped too.
  limparArmazenamentoLocal([]);
  sessionStorage.clear();
  document.documentElement.style.fontSize = '';
});
