/** The keys of the shell's server-rendered parts in the load context's map (shell-html.server.tsx). */
export const SHELL_HTML = { footer: 'shell:footer', chat: 'shell:chat' } as const;

export type ShellHtml = Record<keyof typeof SHELL_HTML, string>;
