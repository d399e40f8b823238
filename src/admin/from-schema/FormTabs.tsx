import { TabbedFormTabs, type TabbedFormTabsProps } from 'react-admin';
import { ContentLanguageSwitcher } from './ContentLanguageSwitcher';

/**
 * The tab strip of a TabbedForm (pass as `tabs`): scrollable, because German and French tab
 * labels together are wider than a 1,280 px screen, with the form's content-language switcher
 * above it (it shows only when the form has translatable fields). TabbedForm clones this
 * element with the tabs and their state, which go on to TabbedFormTabs unchanged.
 */
export function FormTabs(props: TabbedFormTabsProps) {
  return (
    <>
      <ContentLanguageSwitcher />
      <TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile {...props} />
    </>
  );
}
