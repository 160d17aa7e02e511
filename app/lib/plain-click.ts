interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain primary-button click. Anything else (ctrl/meta: new tab, shift: new window, alt:
 * download, middle button) keeps the browser's own meaning for the link.
 */
export function isPlainLeftClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
