/**
 * The type of a new list, by kind: every creatable type with its label; Pro's own types carry a
 * Pro badge and, for free golfers, cannot be picked (the line under the select links to /pro).
 */
import { Badge, createListCollection, Field, HStack, Link as ChakraLink, Select } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CREATABLE_LIST_TYPES } from '../../../shared/contracts/lists.contract';
import type { ListKind } from '../../../shared/domain/enums';
import { listTypeLabel } from '../../../shared/domain/list-labels';
import { isProOnlyType, MY_LIE_TYPE, PRO_NAME, PRO_PATH } from '../../../shared/domain/list-rules';

export interface TypeOption {
  value: string;
  label: string;
  pro: boolean;
  disabled: boolean;
}

/** The types a golfer can start a list of here (My Lie starts from ranking a played course). */
export function typeOptions(kind: ListKind, isPremium: boolean): TypeOption[] {
  return CREATABLE_LIST_TYPES[kind]
    .filter((t) => t !== MY_LIE_TYPE)
    .map((t) => {
      const pro = isProOnlyType(kind, t);
      return { value: t, label: listTypeLabel(t), pro, disabled: pro && !isPremium };
    });
}

export function ListTypeSelect({ kind, value, isPremium, error, onChange }: {
  kind: ListKind;
  value: string;
  isPremium: boolean;
  error?: string;
  onChange: (type: string) => void;
}) {
  const collection = useMemo(() => createListCollection({ items: typeOptions(kind, isPremium) }), [kind, isPremium]);
  const hasPro = collection.items.some((o) => o.pro);
  return (
    <Field.Root required invalid={!!error}>
      <Select.Root collection={collection} value={value ? [value] : []} onValueChange={(e) => e.value[0] && onChange(e.value[0])}
        positioning={{ sameWidth: true }} data-testid="list-type-select">
        <Select.HiddenSelect name="type" />
        <Select.Label>Type<Field.RequiredIndicator /></Select.Label>
        <Select.Control>
          <Select.Trigger>
            <Select.ValueText placeholder="Choose a type" />
          </Select.Trigger>
          <Select.IndicatorGroup><Select.Indicator /></Select.IndicatorGroup>
        </Select.Control>
        {/* Not portalled: inside a dialog the list must stay in the dialog's layer. */}
        <Select.Positioner>
          <Select.Content maxH="60">
            {collection.items.map((o) => (
              <Select.Item key={o.value} item={o} data-testid={`list-type-${o.value}`}>
                <HStack gap="2" flex="1">
                  <Select.ItemText>{o.label}</Select.ItemText>
                  {o.pro && <Badge size="xs" colorPalette="accent" variant="solid">Pro</Badge>}
                </HStack>
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Select.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hasPro && !isPremium && (
        <Field.HelperText>
          Types marked Pro come with{' '}
          <ChakraLink asChild color="accent.fg" fontWeight="medium"><Link to={PRO_PATH}>{PRO_NAME}</Link></ChakraLink>.
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
