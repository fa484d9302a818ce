// One section of the editor by its key (`?step=`): the fields of a product or a packaging tech pack.
import { SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import { BOX_TYPES, INCOTERMS } from '../../../../shared/contract/tech-packs';
import { BOX_TYPE_LABELS, type TechPackSectionKey } from '../../../../shared/rules/tech-pack-sections';
import { ImageUploadButton } from '../../../ui/image-upload-button';
import { getAt, ListError, NumField, type Path, SelectField, TextField, useEditor } from './fields';
import { ImagesSection } from './images-section';
import { ArtworkTable, BomTable, ColourwaysTable, MeasurementsTable, QuantitiesGrid } from './row-tables';

const INCOTERM_OPTIONS = INCOTERMS.map((v) => ({ value: v, label: v }));
const BOX_OPTIONS = BOX_TYPES.map((v) => ({ value: v, label: BOX_TYPE_LABELS[v] }));

function CommercialFields() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumField path={['targetUnitCostCents']} label="Target unit cost" cents />
      <SelectField path={['incoterm']} label="Incoterm" data={INCOTERM_OPTIONS} />
      <TextField
        path={['destination', 'countryCode']}
        label="Destination country"
        description="Two letters, e.g. US"
      />
      <TextField path={['destination', 'city']} label="Destination city" />
      <TextField path={['countryOfOrigin']} label="Country of origin" description="Two letters, e.g. PT" />
    </SimpleGrid>
  );
}

function Dimensions({ path, label }: { path: Path; label: string }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 500, marginBottom: 4 }}>{label} (inches)</legend>
      <SimpleGrid cols={3}>
        <NumField path={[...path, 'length']} label="Length" />
        <NumField path={[...path, 'width']} label="Width" />
        <NumField path={[...path, 'height']} label="Height" />
      </SimpleGrid>
    </fieldset>
  );
}

function SizeRange() {
  const { draft, set, readOnly, errors } = useEditor();
  return (
    <TagsInput
      label="Size range"
      description="Type a size and press Enter, in order (e.g. S, M, L)"
      value={(getAt(draft, ['sizeRange']) as string[] | undefined) ?? []}
      readOnly={readOnly}
      error={errors.sizeRange}
      onChange={(v) => set(['sizeRange'], v)}
    />
  );
}

function ProductSection({ step }: { step: TechPackSectionKey }) {
  switch (step) {
    case 'overview':
      return (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField path={['productName']} label="Product name" />
            <TextField path={['styleNumber']} label="Style number" />
            <TextField path={['category']} label="Category" />
          </SimpleGrid>
          <TextField path={['description']} label="Description" multiline />
        </Stack>
      );
    case 'images':
      return <ImagesSection />;
    case 'materials':
      return <BomTable />;
    case 'colourways':
      return <ColourwaysTable />;
    case 'sizes':
      return (
        <Stack>
          <SizeRange />
          <MeasurementsTable />
        </Stack>
      );
    case 'quantities':
      return <QuantitiesGrid />;
    case 'construction':
      return <TextField path={['construction']} label="Construction details" multiline />;
    case 'artwork':
      return <ArtworkTable />;
    case 'labels':
      return (
        <Stack>
          <TextField path={['labelsAndCare']} label="Labels and care" multiline />
          <TextField path={['packagingNotes']} label="Packaging" multiline />
        </Stack>
      );
    case 'commercial':
      return (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumField path={['moq']} label="MOQ (units)" decimals={0} />
            <TextField
              path={['htsCandidate']}
              label="HTS candidate"
              description="8 digits, e.g. 6109.10.00"
            />
            <TextField path={['sampleDate']} label="Sample date" description="YYYY-MM-DD" />
            <TextField path={['productionDate']} label="Production date" description="YYYY-MM-DD" />
          </SimpleGrid>
          <CommercialFields />
        </Stack>
      );
    default:
      return null;
  }
}

function PackagingSection({ step }: { step: TechPackSectionKey }) {
  switch (step) {
    case 'overview':
      return <TextField path={['productName']} label="Packaging name" />;
    case 'box':
      return (
        <Stack>
          <SelectField path={['boxType']} label="Box type" data={BOX_OPTIONS} />
          <Dimensions path={['internalDimensionsIn']} label="Internal dimensions" />
          <Dimensions path={['externalDimensionsIn']} label="External dimensions" />
        </Stack>
      );
    case 'board':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField path={['board']} label="Board" description='e.g. "E-flute kraft"' />
          <TextField path={['strength']} label="Strength" description='e.g. "32 ECT"' />
        </SimpleGrid>
      );
    case 'print':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField path={['printMethod']} label="Print method" />
          <NumField path={['printColours']} label="Print colours" decimals={0} />
          <TextField path={['finish']} label="Finish" />
        </SimpleGrid>
      );
    case 'inserts':
      return <InsertsAndDieline />;
    case 'commercial':
      return (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumField path={['quantity']} label="Quantity (units)" decimals={0} />
            <NumField path={['tolerancePercent']} label="Quantity tolerance" suffix="%" />
          </SimpleGrid>
          <CommercialFields />
        </Stack>
      );
    default:
      return null;
  }
}

function InsertsAndDieline() {
  const { draft } = useEditor();
  const dieline = draft.kind === 'PACKAGING' ? draft.dieline : undefined;
  return (
    <Stack>
      <TextField path={['inserts']} label="Inserts" multiline />
      <DielineField />
      <Text size="sm" c="dimmed">
        {dieline ? `Dieline: upload #${dieline.uploadId}` : 'No dieline yet.'}
      </Text>
      <ListError path={['dieline']} />
    </Stack>
  );
}

function DielineField() {
  const { set, readOnly } = useEditor();
  if (readOnly) return null;
  return (
    <ImageUploadButton
      label="Upload the dieline"
      accept="image/png,image/jpeg,image/svg+xml,application/pdf,.pdf,.svg"
      onUploaded={(file) => set(['dieline'], { uploadId: file.id })}
    />
  );
}

export function SectionFields({ step }: { step: TechPackSectionKey }) {
  const { draft } = useEditor();
  return draft.kind === 'PRODUCT' ? <ProductSection step={step} /> : <PackagingSection step={step} />;
}
