import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { Venue } from 'shared/contract';
import { NAMESPACE } from '../../setup';

const Strip = styled.div`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  margin-bottom: 1rem;
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: none;
  padding: 0.625rem 1rem;
  border: 0;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.primary : theme.text)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: -2px;
  }
  small {
    margin-left: 0.25rem;
    color: ${({ theme }) => theme.textMuted};
  }
`;

/** The id of a vendor's tab ('' is 全部), for the panel's aria-labelledby. */
export function vendorTabId(idPrefix: string, enName: string): string {
  return `${idPrefix}-tab-${enName || 'all'}`;
}

export interface VendorTabsProps {
  vendors: readonly Venue[];
  /** The chosen vendor's code; '' for 全部. */
  selected: string;
  onSelect: (enName: string) => void;
  idPrefix: string;
  panelId: string;
}

/**
 * 全部 then the category's vendors in server order. A tab list: one tab stop, the arrow keys (and
 * Home, End) move between tabs and choose at once.
 */
export function VendorTabs({ vendors, selected, onSelect, idPrefix, panelId }: VendorTabsProps) {
  const { t } = useTranslation(NAMESPACE);
  const strip = useRef<HTMLDivElement>(null);
  const keys = ['', ...vendors.map((vendor) => vendor.enName)];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = keys.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: keys.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = keys[(target + keys.length) % keys.length] ?? '';
    onSelect(next);
    strip.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(vendorTabId(idPrefix, next))}`)?.focus();
  };

  const tab = (enName: string, label: string, down: boolean) => (
    <Tab
      key={enName || 'all'}
      id={vendorTabId(idPrefix, enName)}
      type="button"
      role="tab"
      $active={enName === selected}
      aria-selected={enName === selected}
      aria-controls={panelId}
      tabIndex={enName === selected ? 0 : -1}
      onClick={() => onSelect(enName)}
    >
      {label}
      {down && <small>{t('catalogue.vendorDown')}</small>}
    </Tab>
  );

  return (
    <Strip ref={strip} role="tablist" aria-label={t('catalogue.vendorsLabel')} onKeyDown={onKeyDown}>
      {tab('', t('catalogue.allVendors'), false)}
      {vendors.map((vendor) => tab(vendor.enName, vendor.name, vendor.status === 'maintenance'))}
    </Strip>
  );
}
