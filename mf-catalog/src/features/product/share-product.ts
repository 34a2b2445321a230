export const SHARE_MESSAGES = {
  copied: 'Link copied to clipboard!',
  cancelled: 'Sharing failed or was cancelled',
  failed: 'Could not share this product. Try copying the URL manually.',
} as const;

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

interface ShareTarget {
  title: string;
  text: string;
  url: string;
}

/**
 * SPEC section 8: the Web Share API where the browser has one (a refusal or cancel is reported as
 * such), otherwise the link is copied to the clipboard; with neither, the shopper copies it by hand.
 */
export async function shareProduct(target: ShareTarget, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(target);
      return 'shared';
    } catch {
      return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
