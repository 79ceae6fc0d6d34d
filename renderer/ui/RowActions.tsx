// A row's actions: buttons side by side where there is room, and one "Actions" menu button where
// space is short (a narrow window or 200% zoom: breakpoints.ts `shortOfSpace`). Only the one shown
// is rendered (decisions 107): until December 2026 both were and CSS hid one, which put a hidden
// menu button (its state, effects and a formatted message) in every row of the drafts home.
// The menu follows the WAI-ARIA menu button pattern: Enter, Space or ArrowDown open it on the
// first item, arrows move, Escape closes it and returns focus to the button, Tab leaves it.
// Its own words are in the agent's language (decisions 91); the name is data (translate="no").
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shortOfSpace } from './breakpoints';
import { useMediaQuery } from './use-media-query';

export interface RowAction {
  id: string;
  label: string;
  /**
   * The start of `label` shown on the inline button where the whole would crowd the row; the rest
   * stays in its accessible name (and the menu shows the whole).
   */
  shortLabel?: string;
  run: () => void;
}

/** The inline button's visible words and the words only its accessible name holds. */
function inlineWords({ label, shortLabel }: RowAction): [visible: string, hidden: string] {
  return shortLabel !== undefined && label.startsWith(shortLabel)
    ? [shortLabel, label.slice(shortLabel.length)]
    : [label, ''];
}

export function RowActions({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  const isShort = useMediaQuery(shortOfSpace);
  return (
    <span className="row-actions">
      {isShort ? (
        <ActionsMenu name={name} actions={actions} />
      ) : (
        <span className="row-actions-inline">
          {actions.map((action) => {
            const [visible, hidden] = inlineWords(action);
            return (
              <button key={action.id} type="button" className="small" onClick={action.run}>
                {visible}
                <span className="visually-hidden">
                  {hidden} <span translate="no">{name}</span>
                </span>
              </button>
            );
          })}
        </span>
      )}
    </span>
  );
}

const hiddenWords = {
  hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
};

function ActionsMenu({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const wrapRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (isOpen) itemsRef.current[focusIndex]?.focus();
  }, [isOpen, focusIndex]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const open = (index: number) => {
    setFocusIndex(index);
    setIsOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };
  return (
    <span className="row-actions-menu" ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="small"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            open(event.key === 'ArrowDown' ? 0 : actions.length - 1);
          }
        }}
      >
        <FormattedMessage
          id="drafts.rowActions.menu"
          values={{ ...hiddenWords, name: <span translate="no">{name}</span> }}
        />
      </button>
      {isOpen && (
        <span
          role="menu"
          id={menuId}
          aria-label={intl.formatMessage({ id: 'drafts.rowActions.menuLabel' }, { name })}
          onKeyDown={onMenuKey}
        >
          {actions.map((action, index) => (
            <button
              key={action.id}
              ref={(element) => {
                itemsRef.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              onClick={() => {
                close(true);
                action.run();
              }}
            >
              {action.label}
            </button>
          ))}
        </span>
      )}
    </span>
  );
}
