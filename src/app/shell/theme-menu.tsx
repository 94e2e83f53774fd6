import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useColorMode } from '../../components/ui/color-mode';
import { COLOR_THEMES, type ColorTheme } from '../../shared/domain/enums';

const LABELS: Record<ColorTheme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Light, Dark or System; the choice persists under localStorage 'theme'. */
export function ThemeMenu() {
  const { colorMode, setColorMode } = useColorMode();
  const Icon = ICONS[colorMode];
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Theme: ${LABELS[colorMode]}`} data-testid="theme-menu">
          <Icon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            <Menu.RadioItemGroup value={colorMode} onValueChange={(e) => setColorMode(e.value as ColorTheme)}>
              {COLOR_THEMES.map((mode) => {
                const ItemIcon = ICONS[mode];
                return (
                  <Menu.RadioItem key={mode} value={mode} data-testid={`theme-${mode}`}>
                    <ItemIcon size={16} aria-hidden />
                    {LABELS[mode]}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                );
              })}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
