// The entry feature's public surface: the frame the login and register tabs share.
export { EntryForm } from './EntryForm';
