import { useState } from 'react';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { formatMoney } from 'shared/format';
import { useServedRoutes } from 'shared/routes';
import { isLoggedInAtom } from 'shared/state';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../../../setup';
import { ActionError } from '../../ActionError';
import { PanelNote } from '../../PanelNote';
import { canAct, type PanelProps } from '../../panel-props';
import { useActivityAction } from '../../use-activity-action';
import type { TaskKey } from './task';
import { taskLink } from './task-links';
import { TaskRow } from './TaskRow';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
  }
`;

/** newTask: the tasks with their progress; a member claims each finished one. */
export function NewTaskPanel({ activity, onChange }: PanelProps<'newTask'>) {
  const { t } = useTranslation(NAMESPACE);
  const member = useAtomValue(isLoggedInAtom);
  const served = useServedRoutes();
  const { run, busy, error } = useActivityAction(activity, onChange);
  const [claiming, setClaiming] = useState<TaskKey | null>(null);
  const { tasks } = activity.detail;
  // The shell shows why (not started, ended, join first); here the claims just wait for it.
  const open = canAct(activity);
  const total = tasks.reduce((sum, task) => sum + task.reward, 0);

  const claim = async (taskKey: TaskKey) => {
    setClaiming(taskKey);
    try {
      await run({ action: 'claimTask', taskKey });
    } finally {
      setClaiming(null);
    }
  };

  return (
    <Section aria-labelledby="new-task-title" data-testid="new-task-panel">
      <h2 id="new-task-title">{t('tasks.title')}</h2>
      <PanelNote>{t('tasks.total', { amount: formatMoney(total) })}</PanelNote>
      {!member && (
        <Button data-testid="activity-login" onClick={() => bus.emit('ui:login-tips')}>
          {t('tasks.login')}
        </Button>
      )}
      {error && <ActionError role="alert">{error}</ActionError>}
      <ul>
        {tasks.map((task) => {
          const link = taskLink(task.key);
          return (
            <TaskRow
              key={task.key}
              task={task}
              goHref={served.isServed(link.screen) ? link.href : null}
              member={member}
              canClaim={open && !busy}
              claiming={claiming === task.key}
              onClaim={() => void claim(task.key)}
            />
          );
        })}
      </ul>
    </Section>
  );
}
