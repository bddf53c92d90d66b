import { Button, Input, Label, Radio, RadioGroup, SearchField } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { SEARCH_ORDERS, TERM_MAX, type SearchOrder } from "~/shared/video-search";
import styles from "./watch.module.css";

const ORDER_KEYS: Record<SearchOrder, string> = {
  date: "Order date",
  viewCount: "Order viewCount",
  rating: "Order rating",
};

interface Props {
  term: string;
  order: SearchOrder;
  onTermChange(term: string): void;
  onOrderChange(order: string): void;
  onSearch(): void;
}

/** The term field and the order choice. Without JavaScript the form is a plain GET the loader answers. */
export function SearchForm({ term, order, onTermChange, onOrderChange, onSearch }: Props) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      className={styles.search}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <div className={styles.termRow}>
        <SearchField
          className={styles.searchField}
          name="term"
          value={term}
          onChange={onTermChange}
          onClear={() => {
            onTermChange("");
            onSearch();
          }}
          maxLength={TERM_MAX}
        >
          <Label className="visually-hidden">{t("Watch Search Label")}</Label>
          <Input className={styles.termInput} placeholder={t("Watch Search Label")} />
          {term && (
            <Button className={styles.clear} aria-label={t("Watch Clear Search")}>
              ×
            </Button>
          )}
        </SearchField>
        <button type="submit" className="button">
          {t("Watch Search")}
        </button>
      </div>
      <RadioGroup
        className={styles.orders}
        name="order"
        value={order}
        onChange={onOrderChange}
        orientation="horizontal"
      >
        <Label className={styles.ordersLabel}>{t("Watch Sort By")}</Label>
        <div className={styles.orderChoices}>
          {SEARCH_ORDERS.map((value) => (
            <Radio key={value} value={value} className={styles.order}>
              {t(ORDER_KEYS[value])}
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </form>
  );
}
