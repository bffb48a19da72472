import styled from 'styled-components';
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { Button } from 'shared/ui';
import { formatMoney } from 'shared/format';
import { NAMESPACE } from '../../../../setup';
import type { Task } from './task';
import { taskProgressText, taskRatio } from './task-progress';

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  align-items: center;
  padding: 1rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin: 0;
    font-size: 0.9375rem;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
  strong {
    color: ${({ theme }) => theme.accent};
  }
`;

const Bar = styled.div`
  grid-column: 1 / -1;
  height: 0.375rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.surfaceAlt};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.primary};
  }
`;

const Status = styled.span<{ $status: Task['status'] }>`
  font-size: 0.75rem;
  color: ${({ theme, $status }) => ($status === 'claimable' ? theme.success : theme.textMuted)};
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  justify-self: end;
  a {
    color: ${({ theme }) => theme.primary};
    font-size: 0.8125rem;
  }
`;

export interface TaskRowProps {
  task: Task;
  /** Where the member completes the task; null when that screen is not served here. */
  goHref: string | null;
  /** Members claim; a visitor sees the task without its actions. */
  member: boolean;
  /** A claim may be sent now (the activity runs, no other call is on its way). */
  canClaim: boolean;
  claiming: boolean;
  onClaim: () => void;
}

/** One task: its reward, progress and status, with 去完成 or 领取. */
export function TaskRow({ task, goHref, member, canClaim, claiming, onClaim }: TaskRowProps) {
  const { t } = useTranslation(NAMESPACE);
  const ratio = taskRatio(task);
  const { progress, target } = taskProgressText(task);
  const titleId = `task-${task.key}-title`;
  return (
    <Row aria-labelledby={titleId} data-testid={`task-${task.key}`}>
      <div>
        <h3 id={titleId}>{task.title}</h3>
        <Meta>
          <span>
            {t('tasks.reward')} <strong>{formatMoney(task.reward)}</strong>
          </span>
          <span>{t('tasks.progress', { progress, target })}</span>
          <Status $status={task.status} data-testid="task-status">
            {t(`tasks.status.${task.status}`)}
          </Status>
        </Meta>
      </div>
      <Actions>
        {member && task.status === 'doing' && goHref && (
          <Link to={goHref} aria-label={t('tasks.goLabel', { title: task.title })}>
            {t('tasks.go')}
          </Link>
        )}
        {member && task.status === 'claimable' && (
          <Button
            loading={claiming}
            disabled={!canClaim}
            aria-label={t('tasks.claimLabel', { title: task.title })}
            onClick={onClaim}
          >
            {t('tasks.claim')}
          </Button>
        )}
      </Actions>
      <Bar
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
      >
        <span style={{ width: `${ratio * 100}%` }} />
      </Bar>
    </Row>
  );
}
