import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, paths, useTranslate } from '@mitti/shared';
import { shellMessages } from '../../i18n/shell-messages';
import { UserIcon } from '../../components/icons';

interface Props {
  open: boolean;
  /** The shop's owner: the menu leads to the owner's pages too. */
  owner?: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}

/**
 * The signed-in profile menu as a WAI-ARIA menu button: opening it focuses the first item, ArrowDown,
 * ArrowUp, Home and End move between items, Escape closes it and returns focus to the button, Tab leaves.
 */
export function ProfileMenu({ open, owner = false, onOpenChange, onSignOut }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const t = useTranslate();
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open, onOpenChange]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onOpenChange(false);
      button.current?.focus();
    } else if (event.key === 'Tab') onOpenChange(false);
  };

  return (
    <div className="navbar__profile" ref={root}>
      <button
        ref={button}
        type="button"
        className="navbar__icon"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t(shellMessages.profileMenu)}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            onOpenChange(true);
          }
        }}
      >
        <UserIcon />
      </button>
      {open && (
        <ul className="navbar__menu" role="menu" aria-label={t(shellMessages.profile)} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <Link role="menuitem" to={paths.account()} tabIndex={-1} onClick={() => onOpenChange(false)}>
              {t(shellMessages.profile)}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={paths.orders()} tabIndex={-1} onClick={() => onOpenChange(false)}>
              {t(shellMessages.orders)}
            </Link>
          </li>
          {owner && (
            <li role="none">
              <Link role="menuitem" to={paths.adminOrders()} tabIndex={-1} onClick={() => onOpenChange(false)}>
                {t(shellMessages.shopAdmin)}
              </Link>
            </li>
          )}
          <li role="none">
            <button role="menuitem" type="button" tabIndex={-1} onClick={onSignOut}>
              {t(shellMessages.signOut)}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
