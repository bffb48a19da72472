import styled, { css, keyframes } from 'styled-components';
import { whenReducedMotion } from './reduced-motion';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Svg = styled.svg<{ $spinning: boolean }>`
  width: 1em;
  height: 1em;
  ${({ $spinning }) =>
    $spinning &&
    css`
      animation: ${spin} 0.8s linear infinite;
      ${whenReducedMotion(css`
        animation: none;
        opacity: 0.5;
      `)}
    `}
`;

/** Two curved arrows; it turns while a refresh runs (dims instead when the member asked for less motion). */
export function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <Svg
      $spinning={spinning}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M21 12a9 9 0 0 1-15.36 6.36L3 16" />
      <path d="M3 12a9 9 0 0 1 15.36-6.36L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M3 21v-5h5" />
    </Svg>
  );
}
