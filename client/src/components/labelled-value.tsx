import { DataList } from "@chakra-ui/react";

interface LabelledValueProps extends DataList.ItemValueProps {
  /** The value's name, in gray beside (or above) it. */
  label: string;
  /** The label's least width, so that the values of a list line up. */
  labelMinW?: DataList.ItemLabelProps["minW"];
}

/** One item of a DataList: a gray label and its value (the value's own props go to the value). */
export function LabelledValue({ label, labelMinW, ...value }: LabelledValueProps) {
  return (
    <DataList.Item>
      <DataList.ItemLabel color="gray.600" minW={labelMinW}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue {...value} />
    </DataList.Item>
  );
}
