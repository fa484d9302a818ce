import {
  Alert,
  Avatar,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { REGION_LABELS } from '../../../../shared/contract/catalog';
import type { SupplierProfile } from '../../../../shared/contract/supplier-portal';
import { isApiError } from '../../../api/api-error';
import { ImageUploadButton } from '../../../ui/image-upload-button';
import { useSupplierCategoryOptions, useSupplierCountries } from '../api/get-form-options';
import { useUpdateSupplierProfile } from '../api/update-profile';
import {
  type ProfileValues,
  profileBody,
  profileServerErrors,
  profileValues,
  validateProfile,
} from '../profile-form-values';
import { PICTURE_ACCEPT } from './pictures-field';

/** The supplier's editable profile; what Quarry keeps (reviews, verification) is shown beside it. */
export function ProfileForm({ profile }: { profile: SupplierProfile }) {
  const save = useUpdateSupplierProfile();
  const countries = useSupplierCountries();
  const categories = useSupplierCategoryOptions();
  const form = useForm<ProfileValues>({ initialValues: profileValues(profile) });
  const v = form.values;
  const countryData = useMemo(() => {
    const list = (countries.data ?? []).map((c) => ({ value: c.countryCode, label: c.name }));
    // A country outside the list (set by Quarry) stays choosable.
    if (!list.some((c) => c.value === profile.countryCode))
      list.unshift({ value: profile.countryCode, label: profile.countryCode });
    return list;
  }, [countries.data, profile.countryCode]);
  const country = countries.data?.find((c) => c.countryCode === v.countryCode);

  async function submit() {
    const errors = validateProfile(form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    try {
      const saved = await save.mutateAsync(profileBody(form.values));
      form.setValues(profileValues(saved));
      form.resetDirty(profileValues(saved));
      notifications.show({ color: 'green', message: 'Your profile is saved' });
    } catch (error) {
      if (isApiError(error)) form.setErrors(profileServerErrors(error.details));
    }
  }

  return (
    <form
      aria-label="Supplier profile"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg" maw={820}>
        {save.error ? (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {save.error.message}
          </Alert>
        ) : null}
        <Group align="center" gap="md">
          <Avatar
            src={v.logoUrl ?? `/rest/main/catalog-images/companies/${profile.id}`}
            alt="Your logo"
            size={72}
            radius="md"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Logo
            </Text>
            <Group gap="xs">
              <ImageUploadButton
                label="Upload a logo"
                accept={PICTURE_ACCEPT}
                onUploaded={(file) => form.setFieldValue('logoUrl', file.url)}
              />
              {v.logoUrl ? (
                <Button variant="subtle" size="sm" onClick={() => form.setFieldValue('logoUrl', null)}>
                  Use the generated logo
                </Button>
              ) : null}
            </Group>
            {form.errors.logoUrl ? (
              <Text size="sm" c="red" role="alert">
                {form.errors.logoUrl}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <TextInput label="Company name" required {...form.getInputProps('name')} />
        <Textarea
          label="About the company"
          description="What you make, for whom, and what makes you a good partner"
          required
          autosize
          minRows={4}
          {...form.getInputProps('description')}
        />
        <Select
          label="Country"
          required
          searchable
          allowDeselect={false}
          data={countryData}
          description={
            country
              ? `${REGION_LABELS[country.region]} · US tariff rate ${country.tariffRatePercent}%`
              : 'The region and US tariff rate follow the country'
          }
          {...form.getInputProps('countryCode')}
        />
        <MultiSelect
          label="Categories you make"
          description="Open custom project requests in these categories reach you; your products' categories are always included"
          required
          searchable
          limit={60}
          data={categories.data ?? []}
          placeholder={categories.isPending ? 'Loading categories…' : 'Search the categories'}
          {...form.getInputProps('categoryIds')}
        />
        <TagsInput
          label="Capabilities"
          description="Press Enter after each, e.g. Private label, Low MOQ"
          maxTags={20}
          {...form.getInputProps('capabilities')}
        />
        <TagsInput
          label="Base products"
          description="The products you start from, e.g. Tote bags"
          maxTags={30}
          {...form.getInputProps('baseProducts')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Stack gap={6}>
            <NumberInput
              label="MOQ (units)"
              min={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              disabled={v.customMoq}
              {...form.getInputProps('moq')}
            />
            <Checkbox label="Custom MOQ" {...form.getInputProps('customMoq', { type: 'checkbox' })} />
          </Stack>
          <Stack gap={6}>
            <NumberInput
              label="Sample price (USD)"
              prefix="$"
              min={0}
              decimalScale={2}
              allowNegative={false}
              disabled={v.customSamplePrice}
              {...form.getInputProps('samplePrice')}
            />
            <Checkbox
              label="Custom quote"
              {...form.getInputProps('customSamplePrice', { type: 'checkbox' })}
            />
          </Stack>
          <NumberInput
            label="Production time (days)"
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('productionDays')}
          />
        </SimpleGrid>
        <Switch
          label="Online now (founders see you can answer right away)"
          {...form.getInputProps('isOnlineNow', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
