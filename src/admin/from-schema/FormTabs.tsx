import { TabbedFormTabs, type TabbedFormTabsProps } from 'react-admin';
import { ContentLanguageSwitcher } from './ContentLanguageSwitcher';

/**
 * Size containment: a scrolling strip still reports all its tabs as its minimum width, and
 * react-admin's layout (min-width: fit-content) widened the whole page to it: the venue edit in
 * German was 1,570 px wide at 1,400 px, its right column and top actions cut off.
 */
const stripSx = { contain: 'inline-size', maxWidth: '100%' } as const;

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
      <TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile {...props} sx={stripSx} />
    </>
  );
}
