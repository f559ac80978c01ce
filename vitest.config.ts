import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // CLI tests start a Node process per command (about 0.3 s each, more on a busy machine): a test
    // with ten of them must not fail on time alone. Speed is measured by `npm run bench`, never here.
    testTimeout: 30_000,
  },
});
