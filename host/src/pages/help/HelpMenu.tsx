import { NavLink } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { HELP_NAMESPACE } from './help-texts';
import { helpGroups, helpTopicPath, topicTitleKey } from './topics';

const Menu = styled.nav`
  align-self: start;
  padding: 0.5rem 0;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0.75rem 1rem 0.25rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.textMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Item = styled(NavLink)`
  display: block;
  padding: 0.5rem 1rem 0.5rem 1.25rem;
  border-left: 3px solid transparent;
  color: ${({ theme }) => theme.text};
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  &.active {
    border-left-color: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.primary};
    background: ${({ theme }) => theme.surfaceAlt};
    font-weight: 600;
  }
`;

/** The side menu of the help centre, grouped; the current topic is marked by NavLink. */
export function HelpMenu({ depositEnabled }: { depositEnabled: boolean }) {
  const { t } = useTranslation(HELP_NAMESPACE);
  return (
    <Menu aria-label={t('help.menuLabel')}>
      {helpGroups(depositEnabled).map((group) => (
        <section key={group.key} aria-labelledby={`help-group-${group.key}`}>
          <h2 id={`help-group-${group.key}`}>{t(`help.groups.${group.key}`)}</h2>
          <ul>
            {group.topics.map((topic) => (
              <li key={topic}>
                <Item to={helpTopicPath(topic)} data-testid={`help-menu-${topic}`}>
                  {t(topicTitleKey(topic), { ns: NAMESPACE })}
                </Item>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Menu>
  );
}
