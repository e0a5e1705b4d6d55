import {translate} from '@docusaurus/Translate';

/**
 * The quick-install commands (docs/quick-start/quick-install uses the same ones). Commands
 * are code and are never translated; only the platform names are.
 */
export interface InstallOption {
  readonly id: 'unix' | 'windows';
  readonly platform: () => string;
  readonly shell: string;
  readonly command: string;
}

export const CONSOLE_PORT = 7070;

export const installOptions: readonly InstallOption[] = [
  {
    id: 'unix',
    platform: () => translate({id: 'install.platform.unix', message: 'Linux and macOS'}),
    shell: 'bash',
    command: 'curl -o install.sh https://get.rainbond.com && bash ./install.sh',
  },
  {
    id: 'windows',
    platform: () => translate({id: 'install.platform.windows', message: 'Windows'}),
    shell: 'PowerShell',
    command:
      'Invoke-WebRequest "https://get.rainbond.com/install-rainbond.ps1" -o install-rainbond.ps1 ; .\\install-rainbond.ps1',
  },
];
