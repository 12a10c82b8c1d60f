/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The backend serves dist/ at /tradingbot/ and /{locale}/tradingbot/, so asset
// URLs must be absolute (/tradingbot/assets/...) to work under both prefixes.
export default defineConfig({
  base: '/tradingbot/',
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React rarely changes: its own long-cached chunk.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/setupTests.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
