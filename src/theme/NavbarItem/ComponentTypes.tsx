import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ArchivedVersionsHeading from '@site/src/components/ArchivedVersionsHeading';

/**
 * Adds one navbar item type: the translated "Archived versions" heading inside the
 * version dropdown (an `html` item would be untranslatable).
 */
export default {
  ...ComponentTypes,
  'custom-archivedVersionsHeading': ArchivedVersionsHeading,
};
