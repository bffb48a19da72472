// What other features and the exposed modules may use of agent; its other files are private.
export * from './AgentProgramme';
