// Where the user works: a 시·도 and, within it, a 시·군·구 (or the 시·도 as a whole). A question that names no place
// is read as about this one — its ordinance's rows apply and the answer's scope line says "설정의 기본 지역".
import { useEffect, useState } from 'react';
import type { ApiError, PlaceChoices } from '../../../shared/contract';
import { api } from '../api';
import { ErrorBox } from '../common/Banners';

/** The district part of an official name under its 시·도 ("서울특별시 종로구" → "종로구"). */
const shortName = (province: string, place: string) => place.slice(province.length + 1);

export function PlaceSettings() {
  const [choices, setChoices] = useState<PlaceChoices | null>(null);
  const [saved, setSaved] = useState<string | null | undefined>(undefined);
  const [province, setProvince] = useState('');
  const [district, setDistrict] = useState('');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<ApiError | null>(null);

  /** Shows a stored place in the two lists. */
  const show = (place: string | null, list: PlaceChoices) => {
    const home = place ? list.find((entry) => place === entry.name || place.startsWith(`${entry.name} `)) : undefined;
    setSaved(place);
    setProvince(home?.name ?? '');
    setDistrict(home && place !== home.name ? place! : '');
  };

  useEffect(() => {
    Promise.all([api.settings.places(), api.settings.get()]).then(([list, settings]) => {
      setChoices(list);
      show(settings.place.defaultPlace, list);
    }, setError);
  }, []);

  const save = (defaultPlace: string | null) =>
    api.settings.update({ place: { defaultPlace } }).then((settings) => {
      show(settings.place.defaultPlace, choices!);
      setError(null);
      setNotice(settings.place.defaultPlace ? `✔ 기본 지역을 ${settings.place.defaultPlace}(으)로 정했습니다.` : '✔ 기본 지역을 두지 않습니다.');
    }, setError);

  if (choices === null || saved === undefined) return error ? <ErrorBox error={error} /> : null;
  const districts = choices.find((entry) => entry.name === province)?.districts ?? [];
  const chosen = district || province || null;
  return (
    <section className="settings-section" aria-labelledby="place-title">
      <h3 id="place-title">기본 지역</h3>
      <p className="small muted">
        질문에 지역이 없으면 이 지역에 대해 묻는 것으로 보고 그 지역 조례의 규칙으로 답하고 검증합니다. 답변에는 ‘설정의 기본 지역’으로 표시됩니다. 질문에 다른 지역을 쓰면 그 지역이 우선합니다.
      </p>
      <div className="field-row">
        <label htmlFor="place-province">시·도</label>
        <select
          id="place-province"
          value={province}
          onChange={(event) => {
            setProvince(event.target.value);
            setDistrict('');
          }}
        >
          <option value="">선택 안 함</option>
          {choices.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </select>
        <label htmlFor="place-district">시·군·구</label>
        <select id="place-district" value={district} disabled={districts.length === 0} onChange={(event) => setDistrict(event.target.value)}>
          <option value="">{province ? '시·도 전체' : '—'}</option>
          {districts.map((name) => (
            <option key={name} value={name}>
              {shortName(province, name)}
            </option>
          ))}
        </select>
      </div>
      <div className="button-row">
        <button type="button" className="primary" disabled={chosen === null || chosen === saved} onClick={() => void save(chosen)}>
          기본 지역 저장
        </button>
        <button type="button" disabled={saved === null} onClick={() => void save(null)}>
          기본 지역 지우기
        </button>
      </div>
      <p className="small" role="status">
        {saved ? `지금 기본 지역: ${saved}` : '지금 기본 지역: 없음 (지역 없는 질문은 전국 기준)'} {notice && <span className="muted">{notice}</span>}
      </p>
      {error && <ErrorBox error={error} />}
    </section>
  );
}
