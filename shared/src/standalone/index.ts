// @colleghi/shared/standalone: the frame of a remote running alone on its own port (its own
// sign-in, providers and toasts), for development and for the partner embed.

export { StandaloneShell } from './standalone-shell';
