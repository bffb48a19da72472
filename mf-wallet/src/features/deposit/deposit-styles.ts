import styled from 'styled-components';
import { Muted as PageMuted, SectionTitle as PageSectionTitle } from '../../ui/panel';

export { Alert, FormPanel, Panel, Row } from '../../ui/panel';

/** A deposit section's title sits above its own block (presets, channels), not in the panel's gap. */
export const SectionTitle = styled(PageSectionTitle)`
  margin-bottom: 0.625rem;
`;

/** A hint under a field, set off from it. */
export const Muted = styled(PageMuted)`
  margin-top: 0.5rem;
`;
