/** The course panel (`/panel`, issue 24): its ranking, panel vs crowd, and the method; the view is in the URL (`?view=`). */
import { Link as ChakraLink, Tabs, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { DisagreementsList } from './disagreements-list';
import { PanelMethod } from './panel-method';
import { PanelRankingList } from './panel-ranking-list';

const VIEWS = [['ranking', 'Panel ranking'], ['disagreements', 'Panel vs crowd'], ['method', 'Method']] as const;
type View = (typeof VIEWS)[number][0];

export function PanelScreen() {
  const [params, setParams] = useSearchParams();
  const view = (VIEWS.some(([v]) => v === params.get('view')) ? params.get('view') : 'ranking') as View;
  return (
    <Tabs.Root value={view} onValueChange={(d) => setParams({ view: d.value }, { replace: true })} size="sm" variant="line" colorPalette="brand" lazyMount unmountOnExit>
      <Text textStyle="sm" color="fg.muted" mb="2">
        Approved panelists’ public rankings, beside the crowd’s.{' '}
        <ChakraLink asChild color="brand.fg" textDecoration="underline"><Link to="/panelists">Meet the panel</Link></ChakraLink>
      </Text>
      <Tabs.List overflowX="auto" mb="3">
        {VIEWS.map(([value, label]) => <Tabs.Trigger key={value} value={value} flexShrink={0} data-testid={`panel-tab-${value}`}>{label}</Tabs.Trigger>)}
      </Tabs.List>
      <Tabs.Content value="ranking" pt="0"><PanelRankingList /></Tabs.Content>
      <Tabs.Content value="disagreements" pt="0"><DisagreementsList /></Tabs.Content>
      <Tabs.Content value="method" pt="0"><PanelMethod /></Tabs.Content>
    </Tabs.Root>
  );
}
