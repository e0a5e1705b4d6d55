/** Written by plugins/version-switch (allContentLoaded) into .docusaurus/version-switch/default/. */
declare module '@generated/version-switch/default/targets.json' {
  import type {SwitchCodes} from '@site/src/lib/versionSwitchCodes';

  const codes: SwitchCodes;
  export default codes;
}
