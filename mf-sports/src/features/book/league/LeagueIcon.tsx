import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { MatchSport } from 'shared/contract';
import { NAMESPACE } from '../../../setup';

/** One hue per sport, readable on both editions. */
const HUES: Record<MatchSport, string> = {
  FT: '#2fb36b',
  VF: '#13a8a8',
  BK: '#f08c2e',
  TN: '#b5c227',
  OP: '#8c95a6',
  SK: '#7a4fd1',
  BS: '#e5484d',
  VB: '#3f8cff',
  TT: '#d6479b',
};

const Badge = styled.span<{ $hue: string }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  border-radius: 50%;
  background: ${({ $hue }) => $hue};
  color: #fff;
  font-size: 0.625rem;
  font-weight: 700;
`;

/** The league's sport icon: its class (league list item iconClass) and the sport's first character. */
export function LeagueIcon({ className, sport }: { className: string; sport: MatchSport }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Badge className={className} $hue={HUES[sport]} aria-hidden>
      {t(`book.sport.${sport}`).slice(0, 1)}
    </Badge>
  );
}
