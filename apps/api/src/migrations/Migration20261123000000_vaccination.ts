import { Migration } from '@mikro-orm/migrations';

/** The shop's centres as it opens; later changes are data an admin edits, not migrations. */
const CENTERS = [
  {
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c001',
    slug: 'main-center',
    name: 'Main Center',
    address: 'Shantinagar Marg, New Baneshwor',
    city: 'Kathmandu',
    latitude: 27.6889,
    longitude: 85.3356,
    phone: '01-4781234',
  },
  {
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c002',
    slug: 'north-branch',
    name: 'North Branch',
    address: 'Maharajgunj Chowk, near the Teaching Hospital',
    city: 'Kathmandu',
    latitude: 27.7362,
    longitude: 85.3304,
    phone: '01-4721856',
  },
  {
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c003',
    slug: 'south-branch',
    name: 'South Branch',
    address: 'Jhamsikhel Road, Sanepa',
    city: 'Lalitpur',
    latitude: 27.6791,
    longitude: 85.3077,
    phone: '01-5422764',
  },
  {
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c004',
    slug: 'east-branch',
    name: 'East Branch',
    address: 'Sallaghari, Araniko Highway',
    city: 'Bhaktapur',
    latitude: 27.6733,
    longitude: 85.4134,
    phone: '01-6612945',
  },
  {
    id: '6a1f7a52-3c55-4c43-9a0e-51c1b7b0c005',
    slug: 'west-branch',
    name: 'West Branch',
    address: 'Kalanki Chowk, Ring Road',
    city: 'Kathmandu',
    latitude: 27.6934,
    longitude: 85.2817,
    phone: '01-4278310',
  },
];

/** Vaccination centres, their slots, bookings with their doses and history; vaccines' next-dose interval. */
export class Migration20261123000000_vaccination extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table product add column next_dose_after_days smallint null;');
    this.addSql(
      'alter table product add constraint product_next_dose_range check (next_dose_after_days between 1 and 1825);',
    );

    this.addSql(`
      create table vaccination_center (
        id uuid primary key,
        slug varchar(60) not null constraint vaccination_center_slug_unique unique,
        name varchar(100) not null,
        address varchar(200) not null,
        city varchar(60) not null,
        latitude double precision not null constraint vaccination_center_latitude check (latitude between -90 and 90),
        longitude double precision not null constraint vaccination_center_longitude check (longitude between -180 and 180),
        phone varchar(20) not null,
        opening_hours varchar(60) not null,
        closed_weekdays jsonb not null default '[6]',
        closed_dates jsonb not null default '[]',
        slot_capacity smallint not null default 1 constraint vaccination_center_capacity_positive check (slot_capacity >= 1),
        is_active boolean not null default true,
        sort_order smallint not null default 0
      );`);
    const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
    CENTERS.forEach((center, index) =>
      this.addSql(
        `insert into vaccination_center (id, slug, name, address, city, latitude, longitude, phone, opening_hours, sort_order)
         values (${[center.id, center.slug, center.name, center.address, center.city].map(text).join(', ')},
                 ${center.latitude}, ${center.longitude}, ${text(center.phone)}, '9:00 AM - 5:00 PM', ${index});`,
      ),
    );

    // One row per centre, date and time that has bookings; `booked` never passes the centre's capacity.
    this.addSql(`
      create table vaccination_slot (
        center_id uuid not null references vaccination_center (id),
        appointment_date date not null,
        appointment_time varchar(5) not null,
        booked smallint not null constraint vaccination_slot_booked_non_negative check (booked >= 0),
        primary key (center_id, appointment_date, appointment_time)
      );`);

    this.addSql(`
      create table vaccination_booking (
        id uuid primary key,
        user_id uuid not null,
        user_email varchar(254) not null,
        contact_code varchar(6) not null constraint vaccination_booking_contact_code check (contact_code ~ '^VX[0-9]{4}$'),
        patient_name varchar(100) not null,
        phone_number varchar(10) not null constraint vaccination_booking_phone_digits check (phone_number ~ '^[0-9]{10}$'),
        city varchar(60) not null,
        address varchar(200) not null,
        special_instructions varchar(500) null,
        dog_name varchar(60) not null,
        dog_breed varchar(80) not null,
        dog_behaviour varchar(12) not null
          constraint vaccination_booking_behaviour_known check (dog_behaviour in ('Friendly', 'Playful', 'Aggressive')),
        center_id uuid not null references vaccination_center (id),
        appointment_date date not null,
        appointment_time varchar(5) not null,
        starts_at timestamptz not null,
        status varchar(12) not null default 'scheduled'
          constraint vaccination_booking_status_known check (status in ('scheduled', 'confirmed', 'completed', 'cancelled', 'no-show')),
        total_amount numeric(12,2) not null constraint vaccination_booking_total_non_negative check (total_amount >= 0),
        sequence integer not null default 0,
        confirmed_at timestamptz null,
        reminder_sent_for timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint vaccination_booking_contact_code_per_day unique (appointment_date, contact_code)
      );`);
    this.addSql(
      'create index vaccination_booking_user_idx on vaccination_booking (user_id, starts_at desc);',
    );
    this.addSql('create index vaccination_booking_starts_idx on vaccination_booking (starts_at desc);');
    this.addSql('create index vaccination_booking_email_idx on vaccination_booking (user_email);');
    this.addSql(
      `create index vaccination_booking_confirmed_idx on vaccination_booking (starts_at) where status = 'confirmed';`,
    );

    this.addSql(`
      create table vaccination_booking_vaccine (
        id uuid primary key,
        booking_id uuid not null references vaccination_booking (id) on delete cascade,
        product_id uuid not null,
        name varchar(200) not null,
        dose_number smallint not null,
        price numeric(12,2) not null constraint vaccination_booking_vaccine_price check (price >= 0),
        next_dose_after_days smallint null,
        constraint vaccination_booking_vaccine_once unique (booking_id, product_id)
      );`);

    this.addSql(`
      create table vaccination_booking_history (
        id uuid primary key,
        booking_id uuid not null references vaccination_booking (id) on delete cascade,
        actor_id uuid null,
        actor_role varchar(10) not null,
        from_status varchar(12) null,
        to_status varchar(12) not null,
        note varchar(300) null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index vaccination_booking_history_booking_idx on vaccination_booking_history (booking_id, created_at);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists vaccination_booking_history;');
    this.addSql('drop table if exists vaccination_booking_vaccine;');
    this.addSql('drop table if exists vaccination_booking;');
    this.addSql('drop table if exists vaccination_slot;');
    this.addSql('drop table if exists vaccination_center;');
    this.addSql('alter table product drop constraint if exists product_next_dose_range;');
    this.addSql('alter table product drop column if exists next_dose_after_days;');
  }
}
