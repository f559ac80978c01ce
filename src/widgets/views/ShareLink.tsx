// "Copy link": the widget's whole state in the page address. The encoder loads when the reader
// reaches for the button. When the clipboard is out of reach (an insecure page, a refused
// permission) the link is shown, selected, to copy by hand.
import { useState } from 'preact/hooks';
import type { SharedState } from '../../shared/link-codec.ts';
import type { LinkModule } from '../links/shared-link.ts';

export function ShareLink({ links: encoder, state, param, anchor }: { links: LinkModule; state: () => SharedState; param: string; anchor: string }) {
  return <CopyLink make={async () => (await encoder()).linkTo(window.location.href, param, state(), anchor)} preload={encoder} />;
}

/** The button, the status and the fallback field, for any link `make` builds (the Lab has its own codec). */
export function CopyLink({ make, preload }: { make: () => Promise<string>; preload?: () => unknown }) {
  const [shown, setShown] = useState<{ text: string; href: string | null }>({ text: '', href: null });
  const copy = async () => {
    let href: string;
    try {
      href = await make();
    } catch {
      setShown({ text: 'The link could not be made. Reload the page to try again.', href: null });
      return;
    }
    try {
      await navigator.clipboard.writeText(href);
      setShown({ text: 'Link copied: it opens this widget exactly as it is now.', href });
    } catch {
      setShown({ text: 'Copy this link to open the widget exactly as it is now:', href });
    }
  };
  return (
    <div class="sow-share">
      <button type="button" onClick={copy} onPointerEnter={preload} onFocus={preload}>
        Copy link
      </button>
      <span role="status" class="sow-share__status">
        {shown.text}
      </span>
      {shown.href && (
        <input
          class="sow-share__url"
          type="url"
          readOnly
          value={shown.href}
          aria-label="Link to this widget's state"
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </div>
  );
}
