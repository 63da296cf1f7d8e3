import { render, screen } from '@testing-library/react';
import { ConfigProvider, DatePicker, Pagination } from 'antd';
import neNP from 'antd/es/locale/ne_NP';
import dayjs from 'dayjs';
import 'dayjs/locale/ne';
import { describe, expect, it } from 'vitest';
import { withNepaliPickers } from './nepali-antd-locale';

describe('withNepaliPickers', () => {
  it('gives a Nepali reader’s date picker and pagination their words in Nepali (antd’s ne_NP has them in English)', () => {
    render(
      <ConfigProvider locale={withNepaliPickers(neNP)}>
        <DatePicker open defaultPickerValue={dayjs('2026-11-29')} />
        <Pagination total={100} />
      </ConfigProvider>,
    );
    expect(screen.getByPlaceholderText('मिति छान्नुहोस्')).toBeInTheDocument();
    expect(screen.getByText('आज')).toBeInTheDocument();
    // Month and weekday names from dayjs's Nepali locale.
    expect(document.querySelector('.ant-picker-header-view')).toHaveTextContent('नोभे.2026');
    expect(document.querySelector('.ant-picker-content thead')).toHaveTextContent('आ.सो.मं.बु.बि.शु.श.');
    expect(screen.queryByText('Su')).not.toBeInTheDocument();
    expect(screen.getByTitle('अर्को पृष्ठ')).toBeInTheDocument();
    // Everything antd translates itself stays antd's.
    expect(withNepaliPickers(neNP).Modal).toEqual(neNP.Modal);
  });
});
