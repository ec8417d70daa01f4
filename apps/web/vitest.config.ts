import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { countryFlagsAlias } from './build/flags.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: countryFlagsAlias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
