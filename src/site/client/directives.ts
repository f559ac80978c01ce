// Our own `client:` directives, registered with Astro (see interaction.ts).
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

export function clientDirectives(): AstroIntegration {
  return {
    name: 'sow-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Bare, or given the query parameter whose presence in the address hydrates the island at once. */
    'client:interaction'?: boolean | string;
  }
}
